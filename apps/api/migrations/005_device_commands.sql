-- Commands waiting for a door device's next poll (ZKTeco push protocol: C:<id>:<command>).
CREATE TABLE device_commands (
  id          integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  device_id   integer     NOT NULL REFERENCES access_control_devices (id) ON DELETE CASCADE,
  client_id   integer     REFERENCES clients (id) ON DELETE SET NULL,
  command     text        NOT NULL,
  status      text        NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING', 'SENT', 'DONE', 'FAILED')),
  return_code integer,
  created_at  timestamptz NOT NULL DEFAULT now(),
  sent_at     timestamptz,
  done_at     timestamptz
);
CREATE INDEX device_commands_pending_idx ON device_commands (device_id, id) WHERE status IN ('PENDING', 'SENT');
