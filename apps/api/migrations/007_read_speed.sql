-- Name search anywhere in a client's name ('sita' finds 'Sita Rai' and 'Anusita') through a
-- trigram index instead of reading every client of the gym.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
CREATE INDEX clients_name_trgm_idx ON clients USING gin (name gin_trgm_ops);

-- Expired clients are the active ones whose membership ended: read in end-date order from here.
CREATE INDEX clients_gym_active_end_idx ON clients (gym_id, membership_end_date, id) WHERE active_member;

-- A gym's data version: bumped whenever one of its clients, invoices, payments or money flows
-- changes, or the gym itself. The gym's reports (dashboard, money reports, client pages) are kept
-- in memory under the version they were computed at, so a read after any write recomputes, in every
-- server process, with nothing to notify.
ALTER TABLE gyms ADD COLUMN data_version bigint NOT NULL DEFAULT 0;

CREATE FUNCTION bump_gym_data_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE gyms SET data_version = data_version + 1
   WHERE id = CASE WHEN TG_OP = 'DELETE' THEN OLD.gym_id ELSE NEW.gym_id END;
  RETURN NULL;
END $$;

-- Deferred to commit so the gym row is the last lock a write takes: two writes of one gym then wait
-- for each other instead of deadlocking on the rows they touched before.
CREATE CONSTRAINT TRIGGER clients_bump_gym_data_version AFTER INSERT OR UPDATE OR DELETE ON clients
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_gym_data_version();
CREATE CONSTRAINT TRIGGER invoices_bump_gym_data_version AFTER INSERT OR UPDATE OR DELETE ON invoices
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_gym_data_version();
CREATE CONSTRAINT TRIGGER payments_bump_gym_data_version AFTER INSERT OR UPDATE OR DELETE ON payments
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_gym_data_version();
CREATE CONSTRAINT TRIGGER money_flows_bump_gym_data_version AFTER INSERT OR UPDATE OR DELETE ON money_flows
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_gym_data_version();

-- An edit of the gym itself (its time zone moves "today") is a new version too.
CREATE FUNCTION bump_own_data_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.data_version = OLD.data_version THEN
    NEW.data_version := OLD.data_version + 1;
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER gyms_bump_own_data_version BEFORE UPDATE ON gyms
  FOR EACH ROW EXECUTE FUNCTION bump_own_data_version();
