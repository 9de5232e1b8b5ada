#pragma once

#include <map>
#include <string>
#include <vector>

#include "absl/strings/string_view.h"
#include "nlohmann/json.hpp"

namespace kadry {
// The web's translations by language code (kadry_embed_texts in CMakeLists.txt).
const std::map<std::string, std::string>& WebLocales();
const std::map<std::string, std::string>& WebRequestLocales();
const std::map<std::string, std::string>& WebSubstitutionLocales();
const std::map<std::string, std::string>& WebHomeOfficeLocales();
}  // namespace kadry

namespace kadry::absences {

// The web's strings of one language, read from its translations compiled in: a feature's
// strings merged over the shared ones, as the web merges them, so a file the service writes
// says exactly what the page says.
class WebTexts {
 public:
  // `sources`: the shared locales first, then the feature's; `code` a language of WebLocales().
  WebTexts(const std::vector<const std::map<std::string, std::string>*>& sources, const std::string& code);
  // The text at `path` ("requests.columns.status") in the language, else in English, else "".
  std::string At(const std::string& path) const;

 private:
  nlohmann::json lang_;
  nlohmann::json english_;
};

// The request types' names as the web says them, by code; the type's own (Polish) name where
// the language has none.
std::map<std::string, std::string> RequestTypeNames(const WebTexts& texts);

// The reader's language among the web's codes: pl when none is given, uk for ua, en when unknown.
std::string WebLanguage(absl::string_view lang);

}  // namespace kadry::absences
