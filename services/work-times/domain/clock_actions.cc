#include "services/work-times/domain/clock_actions.h"

#include "absl/strings/str_cat.h"
#include "services/common/problem.h"

namespace kadry::work_times {
namespace {

constexpr std::pair<ClockAction, std::string_view> kActionNames[] = {
    {ClockAction::kStart, "start"},        {ClockAction::kBreakStart, "break_start"},
    {ClockAction::kBreakEnd, "break_end"}, {ClockAction::kExitStart, "exit_start"},
    {ClockAction::kExitEnd, "exit_end"},   {ClockAction::kStop, "stop"},
};

// The open record of `kind`, if any.
const OpenableRecord* OpenOf(const std::vector<OpenableRecord>& records, RecordKind kind) {
  for (const OpenableRecord& r : records) {
    if (r.kind == kind && !r.end) return &r;
  }
  return nullptr;
}

absl::Status NotNow(ClockState state, std::string_view action) {
  return Refusal(
      absl::StatusCode::kFailedPrecondition, "clock.not-now",
      absl::StrCat("the clock cannot '", std::string(action), "' while its state is '", ClockStateName(state), "'"),
      {{"action", std::string(action)}, {"state", ClockStateName(state)}});
}

}  // namespace

std::string ClockStateName(ClockState state) {
  switch (state) {
    case ClockState::kNotStarted: return "not_started";
    case ClockState::kWorking: return "working";
    case ClockState::kOnBreak: return "on_break";
    case ClockState::kPrivateExit: return "private_exit";
    case ClockState::kFinished: return "finished";
  }
  return "not_started";
}

std::optional<ClockAction> ParseClockAction(std::string_view name) {
  for (const auto& [action, text] : kActionNames) {
    if (text == name) return action;
  }
  return std::nullopt;
}

ClockState StateOf(const std::vector<OpenableRecord>& records) {
  if (records.empty()) return ClockState::kNotStarted;
  if (OpenOf(records, RecordKind::kBreak)) return ClockState::kOnBreak;
  if (OpenOf(records, RecordKind::kPrivateExit)) return ClockState::kPrivateExit;
  if (OpenOf(records, RecordKind::kWork)) return ClockState::kWorking;
  for (const OpenableRecord& r : records) {
    if (r.kind == RecordKind::kWork) return ClockState::kFinished;
  }
  return ClockState::kNotStarted;
}

absl::StatusOr<ClockChange> Apply(const std::vector<OpenableRecord>& records, ClockAction action) {
  const ClockState state = StateOf(records);
  ClockChange change;
  auto close = [&](RecordKind kind) {
    if (const OpenableRecord* r = OpenOf(records, kind)) change.close_record_ids.push_back(r->record_id);
  };
  switch (action) {
    case ClockAction::kStart:
      if (state != ClockState::kNotStarted && state != ClockState::kFinished) return NotNow(state, "start");
      change.open = RecordKind::kWork;
      return change;
    case ClockAction::kBreakStart:
      if (state != ClockState::kWorking) return NotNow(state, "break_start");
      change.open = RecordKind::kBreak;
      return change;
    case ClockAction::kBreakEnd:
      if (state != ClockState::kOnBreak) return NotNow(state, "break_end");
      close(RecordKind::kBreak);
      return change;
    case ClockAction::kExitStart:
      if (state != ClockState::kWorking) return NotNow(state, "exit_start");
      change.open = RecordKind::kPrivateExit;
      return change;
    case ClockAction::kExitEnd:
      if (state != ClockState::kPrivateExit) return NotNow(state, "exit_end");
      close(RecordKind::kPrivateExit);
      return change;
    case ClockAction::kStop:
      if (state == ClockState::kNotStarted || state == ClockState::kFinished) return NotNow(state, "stop");
      close(RecordKind::kBreak);
      close(RecordKind::kPrivateExit);
      close(RecordKind::kWork);
      return change;
  }
  return Refusal(absl::StatusCode::kInvalidArgument, "clock.unknown-action", "unknown clock action");
}

}  // namespace kadry::work_times
