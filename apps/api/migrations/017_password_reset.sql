-- A forgotten password is reset with a code sent by SMS to the account's phone. Only the code's
-- scrypt hash is kept; an account has at most one code at a time (a new request replaces it), it
-- expires, and every try is counted before it is checked, so a few wrong ones void it.
CREATE TABLE password_reset_codes (
  user_id     integer     PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  code_hash   text        NOT NULL,
  expires_at  timestamptz NOT NULL,
  tries       integer     NOT NULL DEFAULT 0
);

-- Requests for a code, per phone and per address, whether or not the phone has an account (so the
-- limit tells nobody who is a customer).
CREATE TABLE password_reset_requests (
  phone         text        NOT NULL,
  address       text        NOT NULL,
  requested_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX password_reset_requests_phone_idx ON password_reset_requests (phone, requested_at);
CREATE INDEX password_reset_requests_address_idx ON password_reset_requests (address, requested_at);

-- The platform's own messages (a reset code) go through the same queue, but belong to no gym and
-- are charged to nobody: no gym, no user, no credits.
ALTER TABLE sms_messages ALTER COLUMN gym_id DROP NOT NULL;
ALTER TABLE sms_messages DROP CONSTRAINT sms_messages_sms_cost_check;
ALTER TABLE sms_messages ADD CONSTRAINT sms_messages_sms_cost_check
  CHECK (sms_cost > 0 OR (sms_cost = 0 AND gym_id IS NULL AND user_id IS NULL));

-- A message that carries a secret (a reset code) keeps it only while it waits to be sent: once it
-- leaves the queue (sent or failed), its content becomes content_after_send, whichever code path
-- moved its status.
ALTER TABLE sms_messages ADD COLUMN content_after_send text;

CREATE FUNCTION sms_messages_forget_secret() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status <> 'QUEUED' AND NEW.content_after_send IS NOT NULL THEN
    NEW.content := NEW.content_after_send;
    NEW.content_after_send := NULL;
  END IF;
  RETURN NEW;
END $$;

CREATE TRIGGER sms_messages_forget_secret BEFORE UPDATE OF status ON sms_messages
  FOR EACH ROW EXECUTE FUNCTION sms_messages_forget_secret();
