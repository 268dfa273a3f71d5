-- Automatic reminders: one row per (client, reason, the gym's local day) a reminder was queued for,
-- inserted in the same transaction as the queued message, so the unique key (not any process's
-- memory) decides that a reminder goes out at most once, whatever processes run and crash.
CREATE TABLE sms_reminders (
  client_id  integer NOT NULL REFERENCES clients (id) ON DELETE CASCADE,
  reason     text    NOT NULL CHECK (reason IN ('BEFORE_EXPIRY_7', 'BEFORE_EXPIRY_3', 'BEFORE_EXPIRY_1',
                                                'AFTER_EXPIRY_1', 'AFTER_EXPIRY_3', 'AFTER_EXPIRY_7',
                                                'BIRTHDAY', 'MEMBERSHIP_RENEWED')),
  local_date date    NOT NULL,
  sms_id     integer REFERENCES sms_messages (id) ON DELETE SET NULL,
  PRIMARY KEY (client_id, reason, local_date)
);
-- Why a message was sent automatically (null: sent by a person).
ALTER TABLE sms_messages
  ADD COLUMN reminder_reason text CHECK (reminder_reason IN ('BEFORE_EXPIRY_7', 'BEFORE_EXPIRY_3',
    'BEFORE_EXPIRY_1', 'AFTER_EXPIRY_1', 'AFTER_EXPIRY_3', 'AFTER_EXPIRY_7', 'BIRTHDAY', 'MEMBERSHIP_RENEWED')),
  -- What the status cannot say by itself (a provider that answers no message id).
  ADD COLUMN status_note text;
-- A provider's delivery report that arrived before the sender had recorded the provider's message
-- id (a fast provider): kept here until the id is recorded, then applied, so no report is dropped.
CREATE TABLE sms_early_reports (
  provider            text        NOT NULL,
  provider_message_id text        NOT NULL,
  status              text        NOT NULL CHECK (status IN ('DELIVERED', 'FAILED')),
  error               text,
  refund              boolean     NOT NULL DEFAULT false,
  received_at         timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (provider, provider_message_id)
);
