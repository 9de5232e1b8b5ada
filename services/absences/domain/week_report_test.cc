#include "services/absences/domain/week_report.h"

#include "gtest/gtest.h"
#include "services/absences/domain/request_types.h"

namespace kadry::absences {
namespace {

absl::CivilDay D(int y, int m, int d) { return absl::CivilDay(y, m, d); }

// The week of 21–27 December 2026, by hand: Monday HO → remote; Tuesday annual leave (with an
// HO over it as well) → absent, the leave wins; Wednesday two hours off (OPH) → office with 2 h
// off; Thursday 24 XII Wigilia (a holiday from 2025) and Friday 25 XII → days off although the
// leave request covers them; the weekend → days off.
TEST(WeekReport, EachDayOfAWeekByHand) {
  const WorkplaceDay monday = WorkplaceOn(D(2026, 12, 21), {{kHomeOffice, 0}});
  EXPECT_EQ(monday.place, Workplace::kRemote);
  EXPECT_EQ(monday.request_type_id, kHomeOffice);
  const WorkplaceDay tuesday = WorkplaceOn(D(2026, 12, 22), {{kOccasionalHomeOffice, 0}, {kAnnualLeave, 0}});
  EXPECT_EQ(tuesday.place, Workplace::kAbsent);
  EXPECT_EQ(tuesday.request_type_id, kAnnualLeave);
  const WorkplaceDay wednesday = WorkplaceOn(D(2026, 12, 23), {{kChildcareHoursType, 2}});
  EXPECT_EQ(wednesday.place, Workplace::kOffice);
  EXPECT_EQ(wednesday.hours_off, 2);
  EXPECT_EQ(wednesday.request_type_id, kChildcareHoursType);
  EXPECT_EQ(WorkplaceOn(D(2026, 12, 24), {{kAnnualLeave, 0}}).place, Workplace::kDayOff);
  EXPECT_EQ(WorkplaceOn(D(2026, 12, 25), {}).place, Workplace::kDayOff);
  EXPECT_EQ(WorkplaceOn(D(2026, 12, 26), {{kHomeOffice, 0}}).place, Workplace::kDayOff);
  const WorkplaceDay plain = WorkplaceOn(D(2026, 12, 28), {});
  EXPECT_EQ(plain.place, Workplace::kOffice);
  EXPECT_EQ(plain.request_type_id, 0);
  // Remote work with hours off the same day stays remote and counts the hours.
  const WorkplaceDay remote_with_hours = WorkplaceOn(D(2026, 12, 29), {{kHomeOffice, 0}, {kForceMajeureHoursType, 3}});
  EXPECT_EQ(remote_with_hours.place, Workplace::kRemote);
  EXPECT_EQ(remote_with_hours.hours_off, 3);
  EXPECT_STREQ(WorkplaceName(Workplace::kDayOff), "day-off");
}

}  // namespace
}  // namespace kadry::absences
