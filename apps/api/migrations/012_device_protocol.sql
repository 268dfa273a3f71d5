-- The ZKTeco push protocol (iclock). Every punch line a device uploads is kept once per device,
-- device user (PIN) and time, whether or not the PIN is one of the gym's clients; a punch of a
-- client is also that client's attendance.
CREATE TABLE device_punches (
  id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  device_id   integer     NOT NULL REFERENCES access_control_devices (id) ON DELETE CASCADE,
  device_user text        NOT NULL,
  punched_at  timestamptz NOT NULL,
  status_code integer     NOT NULL,
  verify      integer,
  client_id   integer     REFERENCES clients (id) ON DELETE SET NULL,
  -- the fields after the status and verify mode, as the firmware sent them
  extra       text        NOT NULL DEFAULT '',
  received_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (device_id, device_user, punched_at)
);

ALTER TABLE access_control_devices ADD COLUMN firmware text, ADD COLUMN ip_address text;

-- How often a command went out, and the device's whole result line.
ALTER TABLE device_commands ADD COLUMN attempts integer NOT NULL DEFAULT 0, ADD COLUMN result text;
