#include "services/work-times/domain/clock_actions.h"

#include "gtest/gtest.h"

namespace kadry::work_times {
namespace {

const absl::Time kEight = absl::FromUnixSeconds(1795000000);

OpenableRecord Open(long long id, RecordKind kind) { return {id, kind, kEight, std::nullopt}; }
OpenableRecord Closed(long long id, RecordKind kind) { return {id, kind, kEight, kEight + absl::Hours(1)}; }

TEST(ClockActions, NamesRoundTrip) {
  for (const char* name : {"start", "break_start", "break_end", "exit_start", "exit_end", "stop"}) {
    ASSERT_TRUE(ParseClockAction(name).has_value()) << name;
  }
  EXPECT_FALSE(ParseClockAction("START").has_value());
  EXPECT_FALSE(ParseClockAction("").has_value());
}

TEST(ClockActions, StateFollowsTheOpenRecords) {
  EXPECT_EQ(StateOf({}), ClockState::kNotStarted);
  EXPECT_EQ(StateOf({Open(1, RecordKind::kWork)}), ClockState::kWorking);
  EXPECT_EQ(StateOf({Open(1, RecordKind::kWork), Open(2, RecordKind::kBreak)}), ClockState::kOnBreak);
  EXPECT_EQ(StateOf({Open(1, RecordKind::kWork), Open(2, RecordKind::kPrivateExit)}), ClockState::kPrivateExit);
  EXPECT_EQ(StateOf({Closed(1, RecordKind::kWork)}), ClockState::kFinished);
}

TEST(ClockActions, StartOpensWorkAndASecondShiftIsAllowed) {
  auto c = Apply({}, ClockAction::kStart);
  ASSERT_TRUE(c.ok());
  EXPECT_EQ(c->open, RecordKind::kWork);
  EXPECT_TRUE(Apply({Closed(1, RecordKind::kWork)}, ClockAction::kStart).ok());
  EXPECT_EQ(Apply({Open(1, RecordKind::kWork)}, ClockAction::kStart).status().code(),
            absl::StatusCode::kFailedPrecondition);
}

TEST(ClockActions, ABreakIsTakenAndEndedInsidePresence) {
  auto b = Apply({Open(1, RecordKind::kWork)}, ClockAction::kBreakStart);
  ASSERT_TRUE(b.ok());
  EXPECT_EQ(b->open, RecordKind::kBreak);
  EXPECT_TRUE(b->close_record_ids.empty());  // the work record stays open across the break
  auto e = Apply({Open(1, RecordKind::kWork), Open(2, RecordKind::kBreak)}, ClockAction::kBreakEnd);
  ASSERT_TRUE(e.ok());
  EXPECT_EQ(e->close_record_ids, std::vector<long long>{2});
  EXPECT_FALSE(e->open.has_value());
  EXPECT_FALSE(Apply({Open(1, RecordKind::kWork), Open(2, RecordKind::kBreak)}, ClockAction::kExitStart).ok());
  EXPECT_FALSE(Apply({}, ClockAction::kBreakStart).ok());
}

TEST(ClockActions, StopClosesEverythingOpen) {
  auto s = Apply({Open(1, RecordKind::kWork), Open(2, RecordKind::kPrivateExit)}, ClockAction::kStop);
  ASSERT_TRUE(s.ok());
  EXPECT_EQ(s->close_record_ids, (std::vector<long long>{2, 1}));
  EXPECT_EQ(Apply({}, ClockAction::kStop).status().code(), absl::StatusCode::kFailedPrecondition);
  EXPECT_EQ(Apply({Closed(1, RecordKind::kWork)}, ClockAction::kStop).status().code(),
            absl::StatusCode::kFailedPrecondition);
}

TEST(ClockActions, APrivateExitEndsOnlyByReturning) {
  EXPECT_TRUE(Apply({Open(1, RecordKind::kWork)}, ClockAction::kExitStart).ok());
  EXPECT_FALSE(Apply({Open(1, RecordKind::kWork), Open(2, RecordKind::kPrivateExit)}, ClockAction::kBreakEnd).ok());
  auto r = Apply({Open(1, RecordKind::kWork), Open(2, RecordKind::kPrivateExit)}, ClockAction::kExitEnd);
  ASSERT_TRUE(r.ok());
  EXPECT_EQ(r->close_record_ids, std::vector<long long>{2});
}

}  // namespace
}  // namespace kadry::work_times

namespace kadry::work_times {
namespace {

TEST(RecordKinds, NamesRoundTripAndUnknownOnesAreRefused) {
  for (RecordKind k : {RecordKind::kWork, RecordKind::kBreak, RecordKind::kPrivateExit, RecordKind::kIntervention}) {
    EXPECT_EQ(ParseRecordKind(RecordKindName(k)), k);
  }
  EXPECT_EQ(RecordKindName(RecordKind::kPrivateExit), "private_exit");
  EXPECT_FALSE(ParseRecordKind("nap").has_value());
  EXPECT_FALSE(ParseRecordKind("Work").has_value());
}

}  // namespace
}  // namespace kadry::work_times
