#include "services/common/notification_relay.h"

#include <gtest/gtest.h>

namespace kadry {
namespace {

using std::chrono::milliseconds;

TEST(NotificationRelay, PausesLongerAfterEachFailureInARowUpToEightIntervals) {
  EXPECT_EQ(RelayPause(1000, 0), milliseconds(1000));  // working: every interval
  EXPECT_EQ(RelayPause(1000, 1), milliseconds(2000));
  EXPECT_EQ(RelayPause(1000, 2), milliseconds(4000));
  EXPECT_EQ(RelayPause(1000, 3), milliseconds(8000));
  EXPECT_EQ(RelayPause(1000, 40), milliseconds(8000));  // no more (and no overflow) however long it fails
  EXPECT_EQ(RelayPause(50, 2), milliseconds(200));
  EXPECT_EQ(RelayPause(10000, 3), milliseconds(60000));  // 80 s, held to a minute
  // An interval configured over a minute is kept, failing or not.
  EXPECT_EQ(RelayPause(3600000, 0), milliseconds(3600000));
  EXPECT_EQ(RelayPause(3600000, 2), milliseconds(3600000));
}

}  // namespace
}  // namespace kadry
