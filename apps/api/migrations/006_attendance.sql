-- Punches recorded by the door devices. A device may upload the same punch twice: stored once.
CREATE TABLE attendance (
  id         integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  gym_id     integer     NOT NULL REFERENCES gyms (id) ON DELETE CASCADE,
  client_id  integer     NOT NULL REFERENCES clients (id) ON DELETE CASCADE,
  device_id  integer     REFERENCES access_control_devices (id) ON DELETE SET NULL,
  punched_at timestamptz NOT NULL,
  status     text        NOT NULL CHECK (status IN ('CHECK_IN', 'CHECK_OUT', 'BREAK_OUT', 'BREAK_IN', 'OVERTIME_IN', 'OVERTIME_OUT')),
  UNIQUE (client_id, punched_at, status)
);
CREATE INDEX attendance_gym_time_idx ON attendance (gym_id, punched_at);
