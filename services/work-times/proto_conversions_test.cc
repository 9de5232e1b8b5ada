#include "services/work-times/proto_conversions.h"

#include "gtest/gtest.h"

namespace kadry::work_times {
namespace {

v1::RecordDraft Draft(const std::string& kind, const std::string& start, const std::string& end,
                      const std::string& reason) {
  v1::RecordDraft d;
  d.set_kind(kind);
  d.set_start_at(start);
  d.set_end_at(end);
  d.set_reason(reason);
  return d;
}

TEST(RecordDraft, AValidRecordIsReadWithItsOffset) {
  auto c = FromProto(Draft("work", "2026-11-23T08:00:00+01:00", "2026-11-23T16:00:00+01:00", "karta nie zadziałała"));
  ASSERT_TRUE(c.ok()) << c.status();
  EXPECT_EQ(c->kind, "work");
  EXPECT_EQ(*c->end - c->start, absl::Hours(8));
  EXPECT_EQ(absl::ToUnixSeconds(c->start), 1795417200);  // 07:00 UTC
}

TEST(RecordDraft, AnOpenRecordHasNoEnd) {
  auto c = FromProto(Draft("break", "2026-11-23T12:00:00+01:00", "", "przerwa"));
  ASSERT_TRUE(c.ok());
  EXPECT_FALSE(c->end.has_value());
}

TEST(RecordDraft, EveryProblemIsNamed) {
  auto c = FromProto(Draft("nap", "yesterday", "", ""));
  ASSERT_EQ(c.status().code(), absl::StatusCode::kInvalidArgument);
  const std::string message(c.status().message());
  for (const char* field : {"kind", "startAt", "reason"}) EXPECT_NE(message.find(field), std::string::npos) << field;
}

TEST(RecordDraft, TheEndIsAfterTheStartAndWithinADay) {
  EXPECT_FALSE(FromProto(Draft("work", "2026-11-23T08:00:00+01:00", "2026-11-23T08:00:00+01:00", "x")).ok());
  EXPECT_FALSE(FromProto(Draft("work", "2026-11-23T08:00:00+01:00", "2026-11-24T08:00:01+01:00", "x")).ok());
  EXPECT_TRUE(FromProto(Draft("work", "2026-11-23T20:00:00+01:00", "2026-11-24T06:00:00+01:00", "nocka")).ok());
  EXPECT_FALSE(FromProto(Draft("work", "2026-11-23T08:00:00", "", "no offset")).ok());
  EXPECT_FALSE(FromProto(Draft("work", "2026-11-23T08:00:00+01:00", "", std::string(501, 'x'))).ok());
}

}  // namespace
}  // namespace kadry::work_times
