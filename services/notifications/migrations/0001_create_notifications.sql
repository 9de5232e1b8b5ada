-- Notifications (docs/notifications.md): the events the other services publish, each stored
-- once by the producer's id, and every recipient's notification of it.
CREATE TABLE notifications.events (
  event_id text PRIMARY KEY,               -- the producer's: "absences:1234"
  kind text NOT NULL,                      -- leave.filed, leave.approved, ...
  params jsonb NOT NULL DEFAULT '{}',      -- strings filled into the kind's text
  link text NOT NULL DEFAULT '',           -- the app's path to open
  occurred_at timestamptz NOT NULL,
  received_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE notifications.inbox (
  notification_id bigserial PRIMARY KEY,
  user_id int NOT NULL,
  event_id text NOT NULL REFERENCES notifications.events,
  read_at timestamptz,
  UNIQUE (user_id, event_id)
);
-- A user's list, newest first, and the bell's count of the unread.
CREATE INDEX inbox_by_user ON notifications.inbox (user_id, notification_id DESC);
CREATE INDEX inbox_unread ON notifications.inbox (user_id) WHERE read_at IS NULL;
