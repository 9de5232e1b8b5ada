-- When the approvers were reminded that a request's manual verification deadline draws near
-- (docs/notifications.md): once per request.
ALTER TABLE absences.requests ADD COLUMN verification_reminded_at timestamptz;
