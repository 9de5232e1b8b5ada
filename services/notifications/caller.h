#pragma once

namespace kadry::notifications {

// Who calls: a signed-in user reads and marks only their own notifications.
struct Caller {
  int user_id = 0;
};

}  // namespace kadry::notifications
