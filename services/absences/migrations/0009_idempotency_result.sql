-- Idempotent writes are one class for every service (services/common/idempotent_writes.h):
-- what a key stands for is a result id, a request's here.
ALTER TABLE absences.idempotency_keys RENAME COLUMN request_id TO result_id;
ALTER TABLE absences.idempotency_keys ALTER COLUMN result_id TYPE bigint;
