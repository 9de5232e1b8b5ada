#include "services/common/forwarded_call.h"

#include <gtest/gtest.h>

namespace kadry {
namespace {
using std::chrono::system_clock;
using namespace std::chrono_literals;

TEST(PrepareForwarded, ACallOnSomeonesBehalfEndsByTheirDeadline) {
  grpc::ClientContext context;
  const system_clock::time_point theirs = system_clock::now() + 300ms;
  PrepareForwarded(context, OnBehalfOf{"Bearer t", "r", theirs});
  EXPECT_LE(context.deadline(), theirs);
}

TEST(PrepareForwarded, ACallerWithoutADeadlineGetsTheLongestAForwardedCallMayTake) {
  grpc::ClientContext context;
  const system_clock::time_point before = system_clock::now();
  PrepareForwarded(context, OnBehalfOf{"Bearer t", "r"}, 5s);
  EXPECT_GE(context.deadline(), before + 5s);
  EXPECT_LE(context.deadline(), system_clock::now() + 5s);
}

TEST(PrepareForwarded, AFarDeadlineOfTheCallerIsCappedToo) {
  grpc::ClientContext context;
  PrepareForwarded(context, OnBehalfOf{"Bearer t", "r", system_clock::now() + 1h}, 5s);
  EXPECT_LE(context.deadline(), system_clock::now() + 5s);
}

}  // namespace
}  // namespace kadry
