-- Messages sent to clients (cost in segments, deducted from the user's totalSms) and each gym's
-- automatic-reminder settings.
CREATE TABLE sms_messages (
  id             integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  gym_id         integer     NOT NULL REFERENCES gyms (id) ON DELETE CASCADE,
  client_id      integer     REFERENCES clients (id) ON DELETE SET NULL,
  content        text        NOT NULL,
  phone          text        NOT NULL,
  send_date_time timestamptz NOT NULL DEFAULT now(),
  sms_cost       integer     NOT NULL CHECK (sms_cost > 0),
  status         text        NOT NULL CHECK (status IN ('QUEUED', 'SENT', 'DELIVERED', 'FAILED')),
  encoding       text        NOT NULL CHECK (encoding IN ('GSM_7', 'UCS_2'))
);
CREATE INDEX sms_messages_gym_idx ON sms_messages (gym_id, send_date_time DESC);

CREATE TABLE gym_sms_settings (
  gym_id   integer PRIMARY KEY REFERENCES gyms (id) ON DELETE CASCADE,
  settings jsonb   NOT NULL
);
