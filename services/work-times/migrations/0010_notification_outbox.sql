-- What waits for whom (docs/notifications.md): written in the transaction of the change it
-- reports, published to the notifications service by the relay, which marks it published.
CREATE TABLE work_times.notification_outbox (
  event_id bigserial PRIMARY KEY,
  kind text NOT NULL,
  recipient_ids int[] NOT NULL CHECK (cardinality(recipient_ids) > 0),
  params jsonb NOT NULL,
  link text NOT NULL,
  occurred_at timestamptz NOT NULL DEFAULT now(),
  published_at timestamptz,                -- or refused: then `refusal` says why
  refusal text NOT NULL DEFAULT ''
);
CREATE INDEX notification_outbox_pending ON work_times.notification_outbox (event_id) WHERE published_at IS NULL;
