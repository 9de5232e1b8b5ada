#include "services/absences/proto_conversions.h"

#include <vector>

#include "gtest/gtest.h"

namespace kadry::absences {
namespace {

v1::ApprovedAbsencesRequest Request(int ids, const char* from, const char* to) {
  v1::ApprovedAbsencesRequest r;
  for (int i = 0; i < ids; ++i) r.add_employee_ids(2001 + i);
  r.set_date_from(from);
  r.set_date_to(to);
  return r;
}

TEST(ApprovedAbsencesQueryOf, TakesAThousandIdsAndAYear) {
  auto q = ApprovedAbsencesQueryOf(Request(1000, "2028-01-01", "2028-12-31"));  // a leap year: 366 days
  ASSERT_TRUE(q.ok()) << q.status();
  EXPECT_EQ(q->employee_ids.size(), 1000u);
  EXPECT_EQ(q->from, absl::CivilDay(2028, 1, 1));
  EXPECT_EQ(q->to, absl::CivilDay(2028, 12, 31));
}

TEST(ApprovedAbsencesQueryOf, RefusesMoreIdsALongerRangeOrBadDates) {
  for (const auto& r :
       {Request(1001, "2028-01-01", "2028-01-31"), Request(1, "2028-01-01", "2029-01-01"),
        Request(1, "2028-02-01", "2028-01-31"), Request(1, "2028-1-1", "2028-01-31"), Request(1, "2028-01-01", "")}) {
    auto q = ApprovedAbsencesQueryOf(r);
    EXPECT_EQ(q.status().code(), absl::StatusCode::kInvalidArgument) << r.DebugString();
    EXPECT_FALSE(q.status().message().empty());
  }
}

TEST(ApprovedAbsenceDays, CarryTheirTypeAndHoursOnlyForHourlyTypes) {
  const absl::CivilDay day(2028, 3, 6);
  v1::ApprovedAbsenceList out;
  ToProto(
      std::vector<ApprovedAbsenceDayRecord>{
          {2001, day, kChildcareHoursType, 7, 3}, {2001, day + 1, kHomeOffice, 8, 0}, {2002, day, kAnnualLeave, 9, 8}},
      &out);
  ASSERT_EQ(out.paging().total(), 3);
  EXPECT_EQ(out.data(0).request_type_code(), "OPH");
  EXPECT_EQ(out.data(0).hours(), 3);
  EXPECT_EQ(out.data(0).date(), "2028-03-06");
  EXPECT_EQ(out.data(0).request_id(), 7);
  EXPECT_TRUE(out.data(1).is_home_office());
  EXPECT_EQ(out.data(1).request_type_code(), "HO");
  EXPECT_EQ(out.data(1).date(), "2028-03-07");
  EXPECT_EQ(out.data(2).request_type_name(), "Urlop wypoczynkowy");
  EXPECT_EQ(out.data(2).hours(), 0);  // a day request is the whole day, whatever is stored
  EXPECT_FALSE(out.data(2).is_home_office());
}

}  // namespace
}  // namespace kadry::absences
