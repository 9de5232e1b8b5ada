#include "gateway/static_files.h"

#include <filesystem>
#include <system_error>

#include "absl/strings/ascii.h"
#include "absl/strings/match.h"
#include "absl/strings/str_split.h"
#include "gateway/absl_string_view.h"

namespace kadry::gateway {
namespace fs = std::filesystem;
namespace {
constexpr char kImmutable[] = "public, max-age=31536000, immutable";
constexpr char kRevalidate[] = "no-cache";

bool IsRegularFile(const fs::path& p) {
  std::error_code ec;
  return fs::is_regular_file(p, ec);
}
}  // namespace

StaticFiles::StaticFiles(const std::string& root) {
  std::error_code ec;
  const fs::path canonical = fs::canonical(root, ec);
  if (ec) return;
  root_ = canonical.string();
  available_ = IsRegularFile(canonical / "index.html");
}

bool StaticFiles::IsSafePath(std::string_view url_path) {
  if (url_path.empty() || url_path.front() != '/') return false;
  if (url_path.find('\0') != std::string_view::npos || url_path.find('\\') != std::string_view::npos) {
    return false;
  }
  for (absl::string_view segment : absl::StrSplit(AsAbsl(url_path), '/')) {
    if (segment == "..") return false;
  }
  return true;
}

std::string StaticFiles::ContentTypeFor(std::string_view file_name) {
  const size_t dot = file_name.rfind('.');
  const std::string ext = dot == std::string_view::npos ? "" : absl::AsciiStrToLower(AsAbsl(file_name.substr(dot + 1)));
  if (ext == "html") return "text/html; charset=utf-8";
  if (ext == "js" || ext == "mjs") return "text/javascript; charset=utf-8";
  if (ext == "css") return "text/css; charset=utf-8";
  if (ext == "json" || ext == "map") return "application/json";
  if (ext == "webmanifest") return "application/manifest+json";
  if (ext == "svg") return "image/svg+xml";
  if (ext == "png") return "image/png";
  if (ext == "jpg" || ext == "jpeg") return "image/jpeg";
  if (ext == "gif") return "image/gif";
  if (ext == "webp") return "image/webp";
  if (ext == "ico") return "image/x-icon";
  if (ext == "woff") return "font/woff";
  if (ext == "woff2") return "font/woff2";
  if (ext == "ttf") return "font/ttf";
  if (ext == "txt") return "text/plain; charset=utf-8";
  if (ext == "wasm") return "application/wasm";
  return "application/octet-stream";
}

std::optional<StaticFile> StaticFiles::Resolve(std::string_view url_path) const {
  if (!available_ || !IsSafePath(url_path)) return std::nullopt;
  const fs::path index = fs::path(root_) / "index.html";
  const StaticFile index_file{index.string(), "text/html; charset=utf-8", kRevalidate};

  const std::string_view relative = url_path.substr(1);
  if (relative.empty()) return index_file;
  std::error_code ec;
  // Symlinks are resolved too, and the result must still be under the root.
  const fs::path candidate = fs::weakly_canonical(fs::path(root_) / relative, ec);
  const std::string text = candidate.string();
  const bool inside = !ec && absl::StartsWith(text, root_ + "/");
  if (inside && IsRegularFile(candidate)) {
    const bool hashed = absl::StartsWith(AsAbsl(url_path), "/assets/");
    return StaticFile{text, ContentTypeFor(text), hashed ? kImmutable : kRevalidate};
  }
  // History fallback: "/requests/my" is a client route; "/missing.js" is a 404.
  const std::string_view last = url_path.substr(url_path.rfind('/') + 1);
  if (last.find('.') == std::string_view::npos) return index_file;
  return std::nullopt;
}

}  // namespace kadry::gateway
