-- Freezes of a client's membership (decision 0043): kept as history, never deleted but with the
-- client. `days` is how many days were frozen (fewer than `planned_days` when ended early, 0 when
-- cancelled before it began); the frozen days are start_date .. start_date + days - 1.
CREATE TABLE membership_freezes (
  id           integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  gym_id       integer     NOT NULL REFERENCES gyms (id) ON DELETE CASCADE,
  client_id    integer     NOT NULL REFERENCES clients (id) ON DELETE CASCADE,
  start_date   date        NOT NULL,
  days         integer     NOT NULL CHECK (days >= 0),
  planned_days integer     NOT NULL CHECK (planned_days BETWEEN 1 AND 365),
  ended_early  boolean     NOT NULL DEFAULT false,
  created_at   timestamptz NOT NULL DEFAULT now(),
  CHECK (days <= planned_days)
);
CREATE INDEX membership_freezes_client_idx ON membership_freezes (client_id, start_date);
