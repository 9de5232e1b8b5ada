#include "services/absences/web_texts.h"

#include "absl/strings/str_cat.h"
#include "absl/strings/str_split.h"
#include "services/absences/domain/request_types.h"

namespace kadry::absences {
namespace {

nlohmann::json Merged(const std::vector<const std::map<std::string, std::string>*>& sources, const std::string& code) {
  nlohmann::json merged = nlohmann::json::object();
  for (const auto* locales : sources) {
    auto it = locales->find(code);
    if (it == locales->end()) continue;
    const nlohmann::json strings = nlohmann::json::parse(it->second, nullptr, false);
    if (strings.is_object()) merged.merge_patch(strings);
  }
  return merged;
}

}  // namespace

WebTexts::WebTexts(const std::vector<const std::map<std::string, std::string>*>& sources, const std::string& code)
    : lang_(Merged(sources, code)), english_(Merged(sources, "en")) {}

std::string WebTexts::At(const std::string& path) const {
  for (const nlohmann::json* texts : {&lang_, &english_}) {
    const nlohmann::json* at = texts;
    for (absl::string_view key : absl::StrSplit(path, '.')) {
      if (!at->is_object()) break;
      auto it = at->find(std::string(key));
      at = it == at->end() ? nullptr : &*it;
      if (at == nullptr) break;
    }
    if (at != nullptr && at->is_string()) return at->get<std::string>();
  }
  return "";
}

std::string WebLanguage(absl::string_view lang) {
  const std::string code = lang.empty() ? "pl" : lang == "ua" ? "uk" : std::string(lang);
  return WebLocales().count(code) ? code : "en";
}

std::map<std::string, std::string> RequestTypeNames(const WebTexts& texts) {
  std::map<std::string, std::string> names;
  for (const RequestTypeInfo& t : RequestTypes()) {
    const std::string name = texts.At(absl::StrCat("requests.types.", t.code));
    names[t.code] = name.empty() ? t.name : name;
  }
  return names;
}

}  // namespace kadry::absences
