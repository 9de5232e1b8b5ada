#include "services/notifications/domain/event_rules.h"

#include <gtest/gtest.h>

namespace kadry::notifications {
namespace {

EventDraft Good() {
  return {"absences:17",
          "leave.filed",
          {1003},
          {{"requestNo", "UW/2026/000017"}},
          "/leave-requests/team/17",
          "2026-11-30T09:15:00+01:00"};
}

std::vector<std::string> Fields(const EventDraft& e) {
  std::vector<std::string> out;
  for (const FieldProblem& p : ValidateEvent(e, 2)) out.push_back(p.field + " " + p.code);
  return out;
}

TEST(EventRules, AGoodEventPasses) { EXPECT_TRUE(Fields(Good()).empty()); }

TEST(EventRules, EachLimitIsItsFieldsProblem) {
  EventDraft e = Good();
  e.id = "17";  // no producer
  e.kind = "Leave Filed";
  e.link = "https://evil.example/";
  e.occurred_at = "30.11.2026";
  EXPECT_EQ(Fields(e),
            (std::vector<std::string>{"events[2].id field.invalid", "events[2].kind field.invalid",
                                      "events[2].link field.invalid", "events[2].occurredAt field.date-time"}));
  e = Good();
  e.link = "//evil.example/x";  // a protocol-relative URL leaves the app
  EXPECT_EQ(Fields(e), std::vector<std::string>{"events[2].link field.invalid"});
  e = Good();
  e.recipient_ids = {};
  EXPECT_EQ(Fields(e), std::vector<std::string>{"events[2].recipientIds field.range"});
  e.recipient_ids = std::vector<int>(1001, 1);
  EXPECT_EQ(Fields(e), std::vector<std::string>{"events[2].recipientIds field.range"});
  e.recipient_ids = {1003, 1003};
  EXPECT_EQ(Fields(e), std::vector<std::string>{"events[2].recipientIds field.invalid"});
  e.recipient_ids = {0};
  EXPECT_EQ(Fields(e), std::vector<std::string>{"events[2].recipientIds field.invalid"});
}

TEST(EventRules, ParamsAreFewShortAndPrintable) {
  EventDraft e = Good();
  e.params["employeeFullName"] = "Zofia Wrona-Żółkiewska";  // Polish letters are text
  EXPECT_TRUE(Fields(e).empty());
  e.params["x"] = std::string(301, 'a');
  EXPECT_EQ(Fields(e), std::vector<std::string>{"events[2].params field.invalid"});
  e.params["x"] = "a\nb";
  EXPECT_EQ(Fields(e), std::vector<std::string>{"events[2].params field.invalid"});
  e.params["x"] = std::string("\xc3", 1);  // a cut UTF-8 character
  EXPECT_EQ(Fields(e), std::vector<std::string>{"events[2].params field.invalid"});
  e.params.erase("x");
  for (int i = 0; i < 20; ++i) e.params["p" + std::to_string(i)] = "v";
  EXPECT_EQ(Fields(e), std::vector<std::string>{"events[2].params field.range"});
}

}  // namespace
}  // namespace kadry::notifications
