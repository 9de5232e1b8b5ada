// The calendar feed RPCs of AbsencesServiceImpl (docs/calendar-feed.md): the user's secret
// address, and the feed itself, which a calendar application fetches without signing in.
#include <map>

#include "absl/strings/ascii.h"
#include "absl/strings/str_replace.h"
#include "services/absences/absences_service.h"
#include "services/absences/domain/request_types.h"
#include "services/absences/web_texts.h"
#include "services/common/file_chunks.h"
#include "services/common/grpc_server.h"
#include "services/common/icalendar.h"
#include "services/common/status_macros.h"
#include "services/common/warsaw_time.h"

namespace kadry::absences {
namespace {

// How far the feed reaches: a quarter back, a year ahead.
constexpr int kFeedDaysBack = 90;
constexpr int kFeedDaysAhead = 365;
constexpr char kFeedPath[] = "/absences/api/calendar-feeds/";
// A secret is 32 random bytes, base64url: 43 characters of A–Z, a–z, 0–9, '-' and '_'.
constexpr size_t kFeedTokenLength = 43;

bool IsFeedToken(const std::string& token) {
  if (token.size() != kFeedTokenLength) return false;
  for (char c : token) {
    if (!absl::ascii_isalnum(static_cast<unsigned char>(c)) && c != '-' && c != '_') return false;
  }
  return true;
}

// Away for the day: approved (or with a cancellation asked for, still approved) and whole-day.
bool AwayAllDay(const RequestInPeriod& r) {
  const RequestTypeInfo* type = FindRequestType(r.request_type_id);
  const bool approved = r.status_id == static_cast<int>(RequestStatus::kApproved) ||
                        r.status_id == static_cast<int>(RequestStatus::kCancellationRequested);
  return approved && type != nullptr && IsFullDayAbsence(*type);
}

}  // namespace

// The feed's words in the reader's language, from the web's translations (shared calendarFeed.*
// and the request types' names).
const CalendarFeedTexts& CalendarFeedTextsOf(absl::string_view lang) {
  static const auto* const kByLanguage = [] {
    auto* all = new std::map<std::string, CalendarFeedTexts>();
    for (const auto& [code, unused] : WebLocales()) {
      const WebTexts texts({&WebLocales()}, code);
      CalendarFeedTexts& f = (*all)[code];
      f.name = texts.At("calendarFeed.name");
      f.away = texts.At("calendarFeed.away");
      f.substitution = texts.At("calendarFeed.substitution");
      f.types = RequestTypeNames(texts);
    }
    return all;
  }();
  return kByLanguage->at(WebLanguage(lang));
}

grpc::ServerUnaryReactor* AbsencesServiceImpl::GetMyCalendarFeed(grpc::CallbackServerContext* ctx, const v1::Empty*,
                                                                 v1::CalendarFeedInfo* res) {
  return Serve(ctx, [=, this](const Caller& caller) -> absl::Status {
    ASSIGN_OR_RETURN(const auto created, feeds_.CreatedAt(caller.user_id));
    res->set_exists(created.has_value());
    if (created) res->set_created_at(FormatWarsawTimestamp(*created));
    return absl::OkStatus();
  });
}

grpc::ServerUnaryReactor* AbsencesServiceImpl::RenewMyCalendarFeed(grpc::CallbackServerContext* ctx, const v1::Empty*,
                                                                   v1::CalendarFeedInfo* res) {
  return Serve(ctx, [=, this](const Caller& caller) -> absl::Status {
    // Only people of the directory have absences to show.
    RETURN_IF_ERROR(employees_.Get(caller.user_id, caller.Scope()).status());
    ASSIGN_OR_RETURN(const std::string token, feeds_.Renew(caller.user_id));
    ASSIGN_OR_RETURN(const auto created, feeds_.CreatedAt(caller.user_id));
    res->set_exists(true);
    if (created) res->set_created_at(FormatWarsawTimestamp(*created));
    res->set_path(absl::StrCat(kFeedPath, token));
    return absl::OkStatus();
  });
}

grpc::ServerUnaryReactor* AbsencesServiceImpl::DeleteMyCalendarFeed(grpc::CallbackServerContext* ctx, const v1::Empty*,
                                                                    v1::Empty*) {
  return Serve(ctx, [=, this](const Caller& caller) -> absl::Status { return feeds_.Delete(caller.user_id); });
}

grpc::ServerWriteReactor<common::v1::FileChunk>* AbsencesServiceImpl::GetCalendarFeed(grpc::CallbackServerContext* ctx,
                                                                                      const v1::CalendarFeedRef* req) {
  // The secret is the credential: an unknown one is as absent as a wrong address.
  auto owner_of_token = [this, req](grpc::ServerContextBase*) -> absl::StatusOr<int> {
    std::optional<int> owner;
    if (IsFeedToken(req->token())) {
      ASSIGN_OR_RETURN(owner, feeds_.OwnerOf(req->token()));
    }
    if (!owner) return Refusal(absl::StatusCode::kNotFound, "calendar-feed.not-found", "no such calendar feed");
    return *owner;
  };
  return ServeStream<common::v1::FileChunk>(
      ctx, owner_of_token, [=, this](int owner, StreamWriter<common::v1::FileChunk>& writer) -> absl::Status {
        const CalendarFeedTexts& texts = CalendarFeedTextsOf(req->lang());
        ASSIGN_OR_RETURN(const std::vector<AllDayEvent> events, FeedEventsOf(owner, texts));
        auto send = FileChunkSink(ctx, writer, "kadry.ics", "text/calendar; charset=utf-8");
        return send(WriteICalendar(texts.name, events, clock_()));
      });
}

absl::StatusOr<std::vector<AllDayEvent>> AbsencesServiceImpl::FeedEventsOf(int owner, const CalendarFeedTexts& texts) {
  const absl::CivilDay today = Today();
  const absl::CivilDay from = today - kFeedDaysBack, to = today + kFeedDaysAhead;
  std::vector<AllDayEvent> events;
  // One's own absences by their type.
  ASSIGN_OR_RETURN(const auto own, requests_.InPeriod(from, to, ListKind::kOwn, owner, 0));
  for (const RequestInPeriod& r : own) {
    if (!AwayAllDay(r)) continue;
    events.push_back({absl::StrCat("request-", r.id, "@kadry"), r.from, r.to,
                      texts.types.at(FindRequestType(r.request_type_id)->code), r.request_no});
  }
  // The team's, for a supervisor: who is away, never why, and who stands in.
  ASSIGN_OR_RETURN(const auto team, requests_.InPeriod(from, to, ListKind::kTeam, owner, 0));
  for (const RequestInPeriod& r : team) {
    if (!AwayAllDay(r)) continue;
    events.push_back({absl::StrCat("team-request-", r.id, "@kadry"), r.from, r.to,
                      absl::StrReplaceAll(texts.away, {{"{{name}}", r.applicant_full_name}}), ""});
  }
  if (!team.empty()) {
    SubstitutionFilter confirmed;
    confirmed.status_ids = {static_cast<int>(SubstitutionStatus::kConfirmed)};
    confirmed.from = from;
    confirmed.to = to;
    confirmed.window = PageOf(0, 0, true);
    ASSIGN_OR_RETURN(const SubstitutionPage subs, substitutions_.List(confirmed, SubstitutionListKind::kTeam, owner));
    for (const SubstitutionRecord& s : subs.rows) {
      events.push_back({absl::StrCat("substitution-", s.id, "@kadry"), s.terms.from, s.terms.to,
                        absl::StrReplaceAll(texts.substitution, {{"{{substitute}}", s.substitute_full_name},
                                                                 {"{{person}}", s.employee_full_name}}),
                        ""});
    }
  }
  return events;
}

}  // namespace kadry::absences
