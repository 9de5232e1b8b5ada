#pragma once

#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "nlohmann/json.hpp"
#include "services/common/pg.h"

namespace kadry::identity {

struct PresetRow {
  int id = 0;
  int user_id = 0;
  std::string key;
  std::string name;
  nlohmann::json data = nlohmann::json::object();
  bool is_default = false;
};

struct PresetPage {
  int total = 0;
  std::vector<PresetRow> rows;
};

// Presets are always addressed with their owner's id: a preset of another user is
// simply not found.
class PresetStore final {
 public:
  explicit PresetStore(PgPool& pool) : pool_(pool) {}

  absl::StatusOr<PresetPage> List(int user_id, const std::string& key, int page, int page_size);
  absl::StatusOr<PresetRow> Create(const PresetRow& preset);
  absl::StatusOr<PresetRow> Update(const PresetRow& preset);
  absl::Status Delete(int user_id, int id);
  // Makes this preset the user's default for its key and clears the previous default.
  absl::StatusOr<PresetRow> MarkAsDefault(int user_id, int id);

 private:
  PgPool& pool_;
};

}  // namespace kadry::identity
