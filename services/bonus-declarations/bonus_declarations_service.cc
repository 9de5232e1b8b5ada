#include "services/bonus-declarations/bonus_declarations_service.h"

#include <set>

#include "absl/strings/match.h"
#include "absl/time/time.h"
#include "nlohmann/json.hpp"
#include "services/bonus-declarations/declaration_export.h"
#include "services/bonus-declarations/domain/campaign_rules.h"
#include "services/bonus-declarations/domain/declaration_rules.h"
#include "services/bonus-declarations/proto_conversions.h"
#include "services/common/file_chunks.h"
#include "services/common/grpc_server.h"
#include "services/common/log.h"
#include "services/common/paging.h"
#include "services/common/roles.h"
#include "services/common/row_sort.h"
#include "services/common/status_macros.h"
#include "services/common/warsaw_time.h"
#include "services/common/problem.h"

namespace kadry::bonus_declarations {
namespace {

constexpr int kFirstLogType = 1, kLastLogType = 4;

// A moment "2026-11-23T08:00:00+01:00" (any offset or Z), or a day, read as its start in Poland.
absl::StatusOr<absl::Time> ParseMoment(const std::string& text) {
  absl::Time t;
  std::string error;
  if (absl::ParseTime(absl::RFC3339_full, text, &t, &error)) return t;
  if (auto day = ParseDate(text); day.ok()) return StartOfWarsawDay(*day);
  return InvalidFields(
      {{"dateFrom", "field.moment", "an ISO 8601 moment with an offset (2026-11-23T08:00:00+01:00) is required"}});
}

// The directory's employment of `p` as the campaign rules read it; none when not known.
std::optional<Employment> EmploymentOf(const Person& p) {
  if (!p.employment) return std::nullopt;
  return Employment{p.employment->since, p.employment->until};
}

// The benefit is for people employed on the consideration day (campaign_rules.h): a known
// end of employment before it refuses the filing and any change.
absl::Status RefuseUnlessEmployedOn(const Person& me, absl::CivilDay consideration_on) {
  const std::optional<Employment> employment = EmploymentOf(me);
  if (!employment || IsEmployedOn(*employment, consideration_on)) return absl::OkStatus();
  const std::string ends = employment->until ? FormatDate(*employment->until) : "";
  return Refusal(absl::StatusCode::kFailedPrecondition, "declaration.not-employed",
                 "the benefit is for people employed on the consideration day (" + FormatDate(consideration_on) +
                     "); your employment ends on " + ends,
                 {{"considerationOn", FormatDate(consideration_on)}, {"endsOn", ends}});
}

// Whether someone is employed on `day`; none when their employment is not known.
std::optional<bool> EmployedOn(const std::optional<Employment>& employment, absl::CivilDay day) {
  if (!employment) return std::nullopt;
  return IsEmployedOn(*employment, day);
}

// Whether `d`'s declarant is employed on its campaign's consideration day, as `employments` say.
std::optional<bool> EmployedOnConsiderationDay(const std::map<int, Employment>& employments,
                                               const DeclarationRecord& d) {
  const auto found = employments.find(d.user_id);
  return EmployedOn(found == employments.end() ? std::nullopt : std::optional(found->second), d.consideration_on);
}

}  // namespace

absl::CivilDay BonusDeclarationsServiceImpl::Today() const { return WarsawDay(clock_()); }

absl::StatusOr<Caller> BonusDeclarationsServiceImpl::CallerFrom(grpc::ServerContextBase* context) {
  ASSIGN_OR_RETURN(const Principal principal, CallerOf(context, verifier_));
  if (principal.user_id <= 0)
    return Refusal(absl::StatusCode::kPermissionDenied, "access.employee-required", "a signed-in employee is required");
  Caller c;
  c.user_id = principal.user_id;
  c.writes_campaigns = principal.HasRole(kAdmin) || principal.HasRole(kHr);
  c.reads_all = c.writes_campaigns || principal.HasRole(kHrPreview);
  c.on_behalf = OnBehalfOfCaller(context);
  c.idempotency_key = IdempotencyKeyOf(context);
  return c;
}

absl::StatusOr<CampaignRecord> BonusDeclarationsServiceImpl::CurrentCampaign() {
  ASSIGN_OR_RETURN(const std::vector<CampaignRecord> all, campaigns_.List());
  std::vector<CampaignDates> dates;
  for (const CampaignRecord& c : all) dates.push_back(c.rules.dates);
  const std::optional<size_t> current = bonus_declarations::CurrentCampaign(dates, Today());
  if (!current) return Refusal(absl::StatusCode::kNotFound, "campaign.none", "there is no ZFŚS campaign");
  return all[*current];
}

absl::StatusOr<CampaignRecord> BonusDeclarationsServiceImpl::CampaignOrCurrent(int campaign_id) {
  return campaign_id == 0 ? CurrentCampaign() : campaigns_.Get(campaign_id);
}

absl::StatusOr<int> BonusDeclarationsServiceImpl::RowOwner(const Caller& caller, int requested_user_id) const {
  if (caller.reads_all) return requested_user_id;  // 0: everyone's
  if (requested_user_id != 0 && requested_user_id != caller.user_id) {
    return Refusal(absl::StatusCode::kPermissionDenied, "access.own-only",
                   "you can read only your own declarations and logs");
  }
  return caller.user_id;
}

std::map<int, Employment> BonusDeclarationsServiceImpl::EmploymentsOf(const Caller& caller,
                                                                      const std::vector<int>& user_ids) {
  std::map<int, Employment> out;
  if (user_ids.empty()) return out;
  const absl::StatusOr<std::vector<Person>> people = people_.Find(caller.on_behalf, user_ids);
  if (!people.ok()) {
    LogWarn("the people directory did not answer: employment on the consideration day left out",
            {{"error", std::string(people.status().message())}});
    return out;
  }
  for (const Person& p : *people) {
    if (const std::optional<Employment> employment = EmploymentOf(p)) out.emplace(p.employee_id, *employment);
  }
  return out;
}

// ---------------------------------------------------------------- configuration and logs

grpc::ServerUnaryReactor* BonusDeclarationsServiceImpl::GetConfiguration(grpc::CallbackServerContext* ctx,
                                                                         const v1::GetConfigurationRequest*,
                                                                         v1::BonusDeclarationConfiguration* res) {
  return Serve(ctx, [=, this](const Caller&) -> absl::Status {
    ASSIGN_OR_RETURN(const CampaignRecord current, CurrentCampaign());
    ToConfiguration(current, Today(), res);
    return absl::OkStatus();
  });
}

grpc::ServerUnaryReactor* BonusDeclarationsServiceImpl::AddLog(grpc::CallbackServerContext* ctx,
                                                               const v1::AddLogRequest* req, v1::LogResponse* res) {
  return Serve(ctx, [=, this](const Caller& caller) -> absl::Status {
    const int type = req->bonus_declaration_log_type_id();
    if (type < kFirstLogType || type > kLastLogType) {
      return InvalidFields(
          {{"bonusDeclarationLogTypeId", "field.range", "the log type is 1 to 4", {{"min", 1}, {"max", 4}}}});
    }
    int64_t log_id = 0;
    RETURN_IF_ERROR(
        idempotent_.Run(caller.user_id, caller.idempotency_key, OperationOf("AddLog", req->SerializeAsString()), log_id,
                        [&](PgConnection& tx) -> absl::Status {
                          ASSIGN_OR_RETURN(const LogRecord log, LogStore::Add(tx, caller.user_id, type, clock_()));
                          log_id = log.log_id;
                          return absl::OkStatus();
                        }));
    ASSIGN_OR_RETURN(const LogRecord log, logs_.Get(static_cast<int>(log_id)));
    ToProto(log, res->mutable_data());
    return absl::OkStatus();
  });
}

grpc::ServerUnaryReactor* BonusDeclarationsServiceImpl::SearchLogs(grpc::CallbackServerContext* ctx,
                                                                   const v1::SearchLogsRequest* req, v1::LogList* res) {
  return Serve(ctx, [=, this](const Caller& caller) -> absl::Status {
    LogFilter f;
    ASSIGN_OR_RETURN(f.user_id, RowOwner(caller, req->user_id()));
    f.type_id = req->bonus_declaration_log_type_id();
    if (f.type_id < 0 || f.type_id > kLastLogType) {
      return InvalidFields(
          {{"bonusDeclarationLogTypeId", "field.range", "the log type is 1 to 4 (0: any)", {{"min", 0}, {"max", 4}}}});
    }
    if (!req->date_from().empty()) {
      ASSIGN_OR_RETURN(f.from, ParseMoment(req->date_from()));
    }
    RETURN_IF_ERROR(CheckUnsorted(req->paging().sort_size()));  // newest first
    RETURN_IF_ERROR(CheckUnsearched(req->paging().search()));
    f.window = PageOf(*req);
    ASSIGN_OR_RETURN(const LogPage page, logs_.Search(f));
    res->mutable_paging()->set_total(page.total);
    for (const LogRecord& l : page.rows) ToProto(l, res->add_data());
    return absl::OkStatus();
  });
}

// ---------------------------------------------------------------- declarations

grpc::ServerUnaryReactor* BonusDeclarationsServiceImpl::SearchDeclarations(grpc::CallbackServerContext* ctx,
                                                                           const v1::SearchDeclarationsRequest* req,
                                                                           v1::DeclarationList* res) {
  return Serve(ctx, [=, this](const Caller& caller) -> absl::Status {
    DeclarationFilter f;
    ASSIGN_OR_RETURN(f.user_id, RowOwner(caller, req->user_id()));
    f.campaign_id = req->campaign_id();
    f.search = req->paging().search();
    f.tier_amount_grosze = req->tier_amount_grosze();
    f.sort.assign(req->paging().sort().begin(), req->paging().sort().end());
    f.window = PageOf(*req);
    ASSIGN_OR_RETURN(const DeclarationPage page, declarations_.Search(f));
    std::vector<int> declarants;
    for (const DeclarationRecord& d : page.rows) declarants.push_back(d.user_id);
    const auto employments = EmploymentsOf(caller, declarants);
    const absl::CivilDay today = Today();
    res->mutable_paging()->set_total(page.total);
    for (const DeclarationRecord& d : page.rows) {
      ToProto(d, today, EmployedOnConsiderationDay(employments, d), res->add_data());
    }
    return absl::OkStatus();
  });
}

grpc::ServerUnaryReactor* BonusDeclarationsServiceImpl::PreviewDeclaration(grpc::CallbackServerContext* ctx,
                                                                           const v1::PreviewDeclarationRequest* req,
                                                                           v1::DeclarationPreview* res) {
  return Serve(ctx, [=, this](const Caller&) -> absl::Status {
    ASSIGN_OR_RETURN(const CampaignRecord campaign, CurrentCampaign());
    const DraftInput draft = DraftOf(req->declaration());
    // A half-filled form is previewed: only the figures have to be sound.
    std::vector<FieldProblem> problems;
    for (FieldProblem& p :
         ValidateDraft(draft, campaign.rules.income_tax_year, campaign.rules.alternative_income_tax_year)) {
      if (p.field == "householdMembers" || absl::EndsWith(p.field, "Grosze")) problems.push_back(std::move(p));
    }
    if (!problems.empty()) return InvalidFields(problems);
    ToProto(ComputeFigures(draft.members, campaign.rules.tiers, campaign.rules.tax_free_limit_grosze), res);
    return absl::OkStatus();
  });
}

grpc::ServerUnaryReactor* BonusDeclarationsServiceImpl::CreateDeclaration(grpc::CallbackServerContext* ctx,
                                                                          const v1::CreateDeclarationRequest* req,
                                                                          v1::DeclarationResponse* res) {
  return Serve(ctx, [=, this](const Caller& caller) -> absl::Status {
    ASSIGN_OR_RETURN(const CampaignRecord campaign, CurrentCampaign());
    const CampaignRules& rules = campaign.rules;
    const absl::CivilDay today = Today();
    if (!IsAvailable(rules.dates, today) || IsDeadlinePassed(rules.dates, today)) {
      return Refusal(
          absl::StatusCode::kFailedPrecondition, "declaration.closed",
          "declarations are not accepted now: the campaign runs from " + FormatDate(rules.dates.start_on) +
              " and accepts them until " + FormatDate(rules.dates.can_place_end_on),
          {{"startOn", FormatDate(rules.dates.start_on)}, {"until", FormatDate(rules.dates.can_place_end_on)}});
    }
    DeclarationRecord d;
    d.draft = DraftOf(req->declaration());
    const auto problems = ValidateDraft(d.draft, rules.income_tax_year, rules.alternative_income_tax_year);
    if (!problems.empty()) return InvalidFields(problems);
    ASSIGN_OR_RETURN(const Person me, people_.Get(caller.on_behalf, caller.user_id));
    RETURN_IF_ERROR(RefuseUnlessEmployedOn(me, rules.dates.consideration_on));
    d.campaign_id = campaign.campaign_id;
    d.user_id = caller.user_id;
    d.full_name = me.full_name;
    d.sap_number = me.sap_number;
    d.figures = ComputeFigures(d.draft.members, rules.tiers, rules.tax_free_limit_grosze);
    d.added_at = clock_();
    int64_t id = 0;
    const absl::Status filed = idempotent_.Run(caller.user_id, caller.idempotency_key,
                                               OperationOf("CreateDeclaration", req->SerializeAsString()), id,
                                               [&](PgConnection& tx) -> absl::Status {
                                                 ASSIGN_OR_RETURN(id, DeclarationStore::Insert(tx, d));
                                                 return absl::OkStatus();
                                               });
    RETURN_IF_ERROR(filed);
    ASSIGN_OR_RETURN(const DeclarationRecord saved, declarations_.Get(static_cast<int>(id)));
    ToProto(saved, today, EmployedOn(EmploymentOf(me), saved.consideration_on), res->mutable_data());
    return absl::OkStatus();
  });
}

grpc::ServerUnaryReactor* BonusDeclarationsServiceImpl::UpdateDeclaration(grpc::CallbackServerContext* ctx,
                                                                          const v1::UpdateDeclarationRequest* req,
                                                                          v1::DeclarationResponse* res) {
  return Serve(ctx, [=, this](const Caller& caller) -> absl::Status {
    ASSIGN_OR_RETURN(const DeclarationRecord existing, declarations_.Get(req->bonus_declaration_id()));
    if (existing.user_id != caller.user_id) {
      // Someone else's declaration does not exist for a reader of their own only.
      if (!caller.reads_all)
        return Refusal(absl::StatusCode::kNotFound, "declaration.not-found", "no such declaration");
      return Refusal(absl::StatusCode::kPermissionDenied, "declaration.declarant-only",
                     "only the declarant can change a declaration");
    }
    const absl::CivilDay today = Today();
    if (today > existing.can_place_end_on) {
      return Refusal(absl::StatusCode::kFailedPrecondition, "declaration.deadline-passed",
                     "the deadline has passed: declarations of this campaign could be changed until " +
                         FormatDate(existing.can_place_end_on),
                     {{"until", FormatDate(existing.can_place_end_on)}});
    }
    ASSIGN_OR_RETURN(const CampaignRecord campaign, campaigns_.Get(existing.campaign_id));
    const CampaignRules& rules = campaign.rules;
    const DraftInput draft = DraftOf(req->declaration());
    const auto problems = ValidateDraft(draft, rules.income_tax_year, rules.alternative_income_tax_year);
    if (!problems.empty()) return InvalidFields(problems);
    ASSIGN_OR_RETURN(const Person me, people_.Get(caller.on_behalf, caller.user_id));
    RETURN_IF_ERROR(RefuseUnlessEmployedOn(me, rules.dates.consideration_on));
    int64_t changed = existing.declaration_id;
    RETURN_IF_ERROR(idempotent_.Run(
        caller.user_id, caller.idempotency_key, OperationOf("UpdateDeclaration", req->SerializeAsString()), changed,
        [&](PgConnection& tx) {
          return DeclarationStore::Update(tx, existing.declaration_id, draft,
                                          ComputeFigures(draft.members, rules.tiers, rules.tax_free_limit_grosze),
                                          clock_());
        }));
    ASSIGN_OR_RETURN(const DeclarationRecord saved, declarations_.Get(existing.declaration_id));
    ToProto(saved, today, EmployedOn(EmploymentOf(me), saved.consideration_on), res->mutable_data());
    return absl::OkStatus();
  });
}

// ---------------------------------------------------------------- HR

grpc::ServerUnaryReactor* BonusDeclarationsServiceImpl::SearchNonDeclarants(grpc::CallbackServerContext* ctx,
                                                                            const v1::SearchNonDeclarantsRequest* req,
                                                                            v1::NonDeclarantList* res) {
  return Serve(ctx, [=, this](const Caller& caller) -> absl::Status {
    RETURN_IF_ERROR(caller.HrOnly("the list of non-declarants is for HR"));
    RETURN_IF_ERROR(CheckUnsorted(req->paging().sort_size()));  // by name
    ASSIGN_OR_RETURN(const CampaignRecord campaign, CampaignOrCurrent(req->campaign_id()));
    ASSIGN_OR_RETURN(const std::set<int> declared, declarations_.DeclarantIds(campaign.campaign_id));
    // The whole directory (in pages of 1 000) minus the declarants: docs/bonus-declarations.md
    // "The cost of the non-declarant list".
    ASSIGN_OR_RETURN(const std::vector<Person> people, people_.Search(caller.on_behalf, req->paging().search()));
    std::vector<v1::NonDeclarant> missing;  // in the directory's order, by name
    for (const Person& p : people) {
      if (!declared.count(p.employee_id)) ToProto(p, &missing.emplace_back());
    }
    PageRows(missing, *req, res);
    return absl::OkStatus();
  });
}

grpc::ServerUnaryReactor* BonusDeclarationsServiceImpl::SummarizeDeclarations(grpc::CallbackServerContext* ctx,
                                                                              const v1::DeclarationsSummaryRequest* req,
                                                                              v1::DeclarationsSummary* res) {
  return Serve(ctx, [=, this](const Caller& caller) -> absl::Status {
    RETURN_IF_ERROR(caller.HrOnly("the summary of declarations is for HR"));
    ASSIGN_OR_RETURN(const CampaignRecord campaign, CampaignOrCurrent(req->campaign_id()));
    ASSIGN_OR_RETURN(const std::vector<TierTotalRecord> tiers, declarations_.TierTotals(campaign.campaign_id));
    ToProto(campaign.campaign_id, tiers, res);
    return absl::OkStatus();
  });
}

grpc::ServerWriteReactor<common::v1::FileChunk>* BonusDeclarationsServiceImpl::ExportDeclarations(
    grpc::CallbackServerContext* ctx, const v1::ExportDeclarationsRequest* req) {
  return ServeFile<common::v1::FileChunk>(
      ctx, [=, this](const Caller& caller, StreamWriter<common::v1::FileChunk>& writer) -> absl::Status {
        RETURN_IF_ERROR(caller.HrOnly("the export of declarations is for HR"));
        ASSIGN_OR_RETURN(const ExportFormat format, ParseExportFormat(req->format()));
        ASSIGN_OR_RETURN(const CampaignRecord campaign, CampaignOrCurrent(req->campaign_id()));
        DeclarationFilter f;
        f.campaign_id = campaign.campaign_id;
        f.search = req->search();
        f.tier_amount_grosze = req->tier_amount_grosze();
        f.sort.assign(req->sort().begin(), req->sort().end());
        ASSIGN_OR_RETURN(const std::set<int> declarants, declarations_.DeclarantIds(campaign.campaign_id));
        const auto employments = EmploymentsOf(caller, {declarants.begin(), declarants.end()});
        auto send = FileChunkSink(ctx, writer, DeclarationsFileName(format, req->lang(), campaign.rules.year),
                                  std::string(ExportContentType(format)));
        ASSIGN_OR_RETURN(auto file,
                         NewDeclarationsFileWriter(format, req->lang(), send, [&](const DeclarationRecord& d) {
                           return EmployedOnConsiderationDay(employments, d);
                         }));
        RETURN_IF_ERROR(declarations_.ForEach(f, [&](const DeclarationRecord& d) { return file->Add(d); }));
        return file->Finish();
      });
}

// ---------------------------------------------------------------- campaigns

grpc::ServerUnaryReactor* BonusDeclarationsServiceImpl::ListCampaigns(grpc::CallbackServerContext* ctx,
                                                                      const v1::ListCampaignsRequest*,
                                                                      v1::CampaignList* res) {
  return Serve(ctx, [=, this](const Caller& caller) -> absl::Status {
    RETURN_IF_ERROR(caller.HrOnly("campaigns are managed by HR"));
    ASSIGN_OR_RETURN(const std::vector<CampaignRecord> all, campaigns_.List());
    for (const CampaignRecord& c : all) ToProto(c, res->add_data());
    CountWholeList(res);
    return absl::OkStatus();
  });
}

absl::Status BonusDeclarationsServiceImpl::SaveCampaign(const Caller& caller, const v1::SaveCampaignRequest& req,
                                                        bool create, v1::CampaignResponse* res) {
  if (!caller.writes_campaigns)
    return Refusal(absl::StatusCode::kPermissionDenied, "access.hr-only",
                   "only HR and administrators create and change campaigns");
  ASSIGN_OR_RETURN(const CampaignRules rules, CampaignRulesOf(req.campaign()));
  if (auto problems = ValidateCampaign(rules); !problems.empty()) return InvalidFields(problems);
  int64_t id = req.campaign_id();
  const absl::Status saved_rules =
      idempotent_.Run(caller.user_id, caller.idempotency_key,
                      OperationOf(create ? "CreateCampaign" : "UpdateCampaign", req.SerializeAsString()), id,
                      [&](PgConnection& tx) -> absl::Status {
                        if (!create) return CampaignStore::Update(tx, req.campaign_id(), rules);
                        ASSIGN_OR_RETURN(id, CampaignStore::Insert(tx, rules));
                        return absl::OkStatus();
                      });
  RETURN_IF_ERROR(saved_rules);
  ASSIGN_OR_RETURN(const CampaignRecord saved, campaigns_.Get(static_cast<int>(id)));
  ToProto(saved, res->mutable_data());
  return absl::OkStatus();
}

grpc::ServerUnaryReactor* BonusDeclarationsServiceImpl::CreateCampaign(grpc::CallbackServerContext* ctx,
                                                                       const v1::SaveCampaignRequest* req,
                                                                       v1::CampaignResponse* res) {
  return Serve(ctx, [=, this](const Caller& caller) { return SaveCampaign(caller, *req, true, res); });
}

grpc::ServerUnaryReactor* BonusDeclarationsServiceImpl::UpdateCampaign(grpc::CallbackServerContext* ctx,
                                                                       const v1::SaveCampaignRequest* req,
                                                                       v1::CampaignResponse* res) {
  return Serve(ctx, [=, this](const Caller& caller) { return SaveCampaign(caller, *req, false, res); });
}

}  // namespace kadry::bonus_declarations
