-- The SMS queue: messages wait as QUEUED until a server process's sender claims them (a lease in
-- next_attempt_at, taken with FOR UPDATE SKIP LOCKED so two processes never take one message),
-- hands them to the provider and records its answer; failures are retried with back-off a bounded
-- number of times, then the message is FAILED and its credits go back to the user who sent it.
ALTER TABLE sms_messages
  ADD COLUMN user_id             integer     REFERENCES users (id) ON DELETE SET NULL,
  ADD COLUMN provider            text,
  ADD COLUMN provider_message_id text,
  ADD COLUMN error               text,
  ADD COLUMN attempts            integer     NOT NULL DEFAULT 0,
  ADD COLUMN next_attempt_at     timestamptz NOT NULL DEFAULT now(),
  ADD COLUMN status_changed_at   timestamptz NOT NULL DEFAULT now(),
  ADD COLUMN refunded            boolean     NOT NULL DEFAULT false;
-- Rows recorded before the queue were handed to the provider at once: nothing waits.
UPDATE sms_messages SET status = 'FAILED', error = 'Never handed to a provider.' WHERE status = 'QUEUED';
CREATE INDEX sms_messages_queue_idx ON sms_messages (next_attempt_at) WHERE status = 'QUEUED';
