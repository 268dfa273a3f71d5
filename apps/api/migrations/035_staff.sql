-- Staff accounts with roles per gym (decision 0059).

-- The gyms' data-version triggers (007) are deferred to commit; fired at once here, as rows change,
-- so no event is left pending for a later migration's ALTER TABLE (PostgreSQL refuses that).
SET CONSTRAINTS ALL IMMEDIATE;
--
-- An owner's staff member: invited by phone number with a role, to one or more of the owner's gyms.
-- `user_id` is the account that holds the role: set at the invitation when an account with that
-- phone exists, else when one signs up with it. Revoking deletes the row (and its gyms).
CREATE TABLE staff_members (
  id         integer     GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  owner_id   integer     NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  phone      text        NOT NULL,
  name       text        NOT NULL,
  user_id    integer     REFERENCES users (id) ON DELETE CASCADE,
  role       text        NOT NULL CHECK (role IN ('MANAGER', 'FRONT_DESK', 'TRAINER')),
  invited_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (owner_id, phone),
  CHECK (user_id IS DISTINCT FROM owner_id)
);
CREATE INDEX staff_members_user_idx ON staff_members (user_id);
CREATE INDEX staff_members_phone_idx ON staff_members (phone) WHERE user_id IS NULL;

-- The gyms (branches) a staff member works in; each one of their owner's.
CREATE TABLE staff_gyms (
  staff_id integer NOT NULL REFERENCES staff_members (id) ON DELETE CASCADE,
  gym_id   integer NOT NULL REFERENCES gyms (id) ON DELETE CASCADE,
  PRIMARY KEY (staff_id, gym_id)
);
CREATE INDEX staff_gyms_gym_idx ON staff_gyms (gym_id);

-- Who sent an SMS (a staff member, or the owner), beside `user_id`, the account whose credits paid
-- for it (the gym's owner); nobody for the automatic reminders. Messages sent before by hand were
-- sent by the owner, who paid.
ALTER TABLE sms_messages ADD COLUMN sent_by integer REFERENCES users (id) ON DELETE SET NULL;
UPDATE sms_messages SET sent_by = user_id WHERE reminder_reason IS NULL;
