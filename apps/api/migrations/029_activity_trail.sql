-- The activity trail (decision 0044): every change to money (invoices, payments, money flows),
-- memberships (a client's end date or active flag, freezes) and door access, written by the
-- database itself in the transaction of the change, so no write path can forget it. Who did it is
-- the transaction's `app.actor` setting (the signed-in user; none for the server's own sweeps).
-- Append-only: rows are never updated, and deleted only with their gym.
CREATE TABLE activity_log (
  id            bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  gym_id        integer     NOT NULL REFERENCES gyms (id) ON DELETE CASCADE,
  -- No foreign keys: the trail outlives a deleted client or user.
  client_id     integer,
  actor_user_id integer,
  subject       text        NOT NULL,
  subject_id    integer     NOT NULL,
  action        text        NOT NULL CHECK (action IN ('CREATED', 'CHANGED', 'DELETED')),
  before        jsonb,
  after         jsonb,
  at            timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX activity_log_gym_idx ON activity_log (gym_id, id DESC);
CREATE INDEX activity_log_client_idx ON activity_log (client_id, id DESC) WHERE client_id IS NOT NULL;

CREATE FUNCTION activity_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Its gym is gone (deleted in this statement): the gym's trail goes with it.
  IF TG_OP = 'DELETE' AND NOT EXISTS (SELECT 1 FROM gyms WHERE id = OLD.gym_id) THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'the activity trail is append-only' USING ERRCODE = 'insufficient_privilege';
END $$;
CREATE TRIGGER activity_log_append_only BEFORE UPDATE OR DELETE ON activity_log
  FOR EACH ROW EXECUTE FUNCTION activity_log_append_only();

-- Records one change of a row; TG_ARGV[0] names the subject. The row's gym and client come from
-- its own columns, or (door links, which have neither gym nor client of their own) from its client.
CREATE FUNCTION record_activity() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_row jsonb := CASE WHEN TG_OP <> 'INSERT' THEN to_jsonb(OLD) END;
  new_row jsonb := CASE WHEN TG_OP <> 'DELETE' THEN to_jsonb(NEW) END;
  row_data jsonb := COALESCE(new_row, old_row);
  row_client integer := (row_data ->> 'client_id')::integer;
  row_gym integer := (row_data ->> 'gym_id')::integer;
  row_subject integer := COALESCE((row_data ->> 'id')::integer, (row_data ->> 'device_id')::integer);
BEGIN
  IF TG_ARGV[0] = 'CLIENT' THEN
    -- Of a client, only what makes the membership (not their name, phone or device password).
    row_client := (row_data ->> 'id')::integer;
    old_row := jsonb_build_object('membership_end_date', old_row -> 'membership_end_date',
                                  'active_member', old_row -> 'active_member');
    new_row := jsonb_build_object('membership_end_date', new_row -> 'membership_end_date',
                                  'active_member', new_row -> 'active_member');
  END IF;
  IF row_gym IS NULL THEN
    SELECT gym_id INTO row_gym FROM clients WHERE id = row_client;
  END IF;
  -- A change that goes with its gym (or, for a door link, its client) records nothing.
  IF row_gym IS NULL OR NOT EXISTS (SELECT 1 FROM gyms WHERE id = row_gym) THEN
    RETURN NULL;
  END IF;
  INSERT INTO activity_log (gym_id, client_id, actor_user_id, subject, subject_id, action, before, after)
  VALUES (row_gym, row_client, NULLIF(current_setting('app.actor', true), '')::integer, TG_ARGV[0],
          row_subject, CASE TG_OP WHEN 'INSERT' THEN 'CREATED' WHEN 'UPDATE' THEN 'CHANGED' ELSE 'DELETED' END,
          old_row, new_row);
  RETURN NULL;
END $$;

CREATE TRIGGER invoices_activity AFTER INSERT OR UPDATE OR DELETE ON invoices
  FOR EACH ROW EXECUTE FUNCTION record_activity('INVOICE');
CREATE TRIGGER payments_activity AFTER INSERT OR UPDATE OR DELETE ON payments
  FOR EACH ROW EXECUTE FUNCTION record_activity('PAYMENT');
CREATE TRIGGER money_flows_activity AFTER INSERT OR UPDATE OR DELETE ON money_flows
  FOR EACH ROW EXECUTE FUNCTION record_activity('MONEY_FLOW');
CREATE TRIGGER membership_freezes_activity AFTER INSERT OR UPDATE OR DELETE ON membership_freezes
  FOR EACH ROW EXECUTE FUNCTION record_activity('FREEZE');
-- A client's membership: its end date and whether the gym keeps them active.
CREATE TRIGGER clients_membership_activity AFTER UPDATE OF membership_end_date, active_member ON clients
  FOR EACH ROW WHEN (OLD.membership_end_date IS DISTINCT FROM NEW.membership_end_date
                     OR OLD.active_member IS DISTINCT FROM NEW.active_member)
  EXECUTE FUNCTION record_activity('CLIENT');
-- Door access: a client put on or taken off a device's door.
CREATE TRIGGER client_devices_activity AFTER UPDATE OF door_access ON client_devices
  FOR EACH ROW WHEN (OLD.door_access IS DISTINCT FROM NEW.door_access)
  EXECUTE FUNCTION record_activity('DOOR');
