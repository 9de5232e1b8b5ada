#include "services/identity/store/preset_store.h"

#include "absl/strings/str_cat.h"
#include "services/common/problem.h"

namespace kadry::identity {
namespace {
constexpr char kPresetColumns[] = "id, user_id, key, name, data::text, is_default";
// An empty key lists every preset of the user; the index (user_id, key, id) serves both.
constexpr char kList[] = R"sql(
    SELECT id, user_id, key, name, data::text, is_default, count(*) OVER ()
    FROM identity.presets WHERE user_id = $1 AND ($2 = '' OR key = $2)
    ORDER BY key, id LIMIT $3 OFFSET $4)sql";
constexpr char kCountPresets[] = "SELECT count(*) FROM identity.presets WHERE user_id = $1 AND ($2 = '' OR key = $2)";
constexpr char kInsertPreset[] =
    "INSERT INTO identity.presets(user_id, key, name, data) VALUES ($1, $2, $3, $4::jsonb) RETURNING ";
constexpr char kUpdatePreset[] = R"sql(
    UPDATE identity.presets SET key = $3, name = $4, data = $5::jsonb, updated_at = now()
    WHERE user_id = $1 AND id = $2 RETURNING )sql";
constexpr char kDeletePreset[] = "DELETE FROM identity.presets WHERE user_id = $1 AND id = $2";
constexpr char kClearDefault[] = R"sql(
    UPDATE identity.presets SET is_default = false WHERE user_id = $1 AND is_default
    AND key = (SELECT key FROM identity.presets WHERE user_id = $1 AND id = $2))sql";
constexpr char kSetDefault[] = R"sql(
    UPDATE identity.presets SET is_default = true, updated_at = now()
    WHERE user_id = $1 AND id = $2 RETURNING )sql";

PresetRow ReadRow(const PgResult& r, int i) {
  return PresetRow{r.Int(i, 0), r.Int(i, 1), r.Text(i, 2), r.Text(i, 3), nlohmann::json::parse(r.Text(i, 4)),
                   r.Bool(i, 5)};
}

absl::StatusOr<PresetRow> OneRow(absl::StatusOr<PgResult> rows) {
  if (!rows.ok()) return rows.status();
  if (rows->Rows() == 0) return Refusal(absl::StatusCode::kNotFound, "preset.not-found", "no such preset");
  return ReadRow(*rows, 0);
}
}  // namespace

absl::StatusOr<PresetPage> PresetStore::List(int user_id, const std::string& key, int page, int page_size) {
  const std::string user = std::to_string(user_id);
  auto rows = pool_.Query(
      kList, {user, key, std::to_string(page_size), std::to_string(static_cast<long long>(page - 1) * page_size)});
  if (!rows.ok()) return rows.status();
  PresetPage result;
  for (int i = 0; i < rows->Rows(); ++i) result.rows.push_back(ReadRow(*rows, i));
  if (rows->Rows() > 0) {
    result.total = rows->Int(0, 6);
  } else if (page > 1) {
    // Past the last page the window count is not available; ask for it.
    auto count = pool_.Query(kCountPresets, {user, key});
    if (!count.ok()) return count.status();
    result.total = count->Int(0, 0);
  }
  return result;
}

absl::StatusOr<PresetRow> PresetStore::Create(const PresetRow& p) {
  return OneRow(pool_.Query(absl::StrCat(kInsertPreset, kPresetColumns),
                            {std::to_string(p.user_id), p.key, p.name, p.data.dump()}));
}

absl::StatusOr<PresetRow> PresetStore::Update(const PresetRow& p) {
  return OneRow(pool_.Query(absl::StrCat(kUpdatePreset, kPresetColumns),
                            {std::to_string(p.user_id), std::to_string(p.id), p.key, p.name, p.data.dump()}));
}

absl::Status PresetStore::Delete(int user_id, int id) {
  auto r = pool_.Query(kDeletePreset, {std::to_string(user_id), std::to_string(id)});
  if (!r.ok()) return r.status();
  return r->Affected() == 1 ? absl::OkStatus()
                            : Refusal(absl::StatusCode::kNotFound, "preset.not-found", "no such preset");
}

absl::StatusOr<PresetRow> PresetStore::MarkAsDefault(int user_id, int id) {
  absl::StatusOr<PresetRow> result = Refusal(absl::StatusCode::kNotFound, "preset.not-found", "no such preset");
  absl::Status s = pool_.InTransaction([&](PgConnection& conn) -> absl::Status {
    const std::vector<PgParam> params = {std::to_string(user_id), std::to_string(id)};
    if (auto r = conn.Query(kClearDefault, params); !r.ok()) return r.status();
    result = OneRow(conn.Query(absl::StrCat(kSetDefault, kPresetColumns), params));
    return result.status();
  });
  if (!s.ok()) return s;
  return result;
}

}  // namespace kadry::identity
