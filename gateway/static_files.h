#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace kadry::gateway {

// A file of the built SPA chosen for a URL path.
struct StaticFile {
  std::string path;  // absolute, inside the root
  std::string content_type;
  std::string cache_control;
};

// Maps URL paths to files under web/dist: hashed /assets/* cache for a year,
// index.html never; paths without an extension fall back to index.html (client-side
// routes). Nothing outside the root can be named.
class StaticFiles final {
 public:
  explicit StaticFiles(const std::string& root);

  // Whether the web app was built (root/index.html exists).
  bool available() const { return available_; }
  // nullopt: no such file (404).
  std::optional<StaticFile> Resolve(std::string_view url_path) const;

  // A decoded URL path that cannot leave the root: no "..", backslash or NUL.
  static bool IsSafePath(std::string_view url_path);
  static std::string ContentTypeFor(std::string_view file_name);

 private:
  std::string root_;  // canonical, no trailing slash
  bool available_ = false;
};

}  // namespace kadry::gateway
