-- A gym's clients (members) and its door devices, with which clients each device holds.
CREATE TABLE clients (
  id                  integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  gym_id              integer     NOT NULL REFERENCES gyms (id) ON DELETE CASCADE,
  name                text        NOT NULL,
  gender              text        NOT NULL CHECK (gender IN ('MALE', 'FEMALE')),
  phone               text        NOT NULL,
  address             text,
  email               text,
  emergency_contact   text,
  notes               text,
  image               text,
  date_of_birth       date,
  joined_date         date,
  membership_end_date date,
  active_member       boolean     NOT NULL DEFAULT true,
  device_card         text,
  device_password     text,
  device_privilege    integer     NOT NULL DEFAULT 0,
  device_fingerprints text[]      NOT NULL DEFAULT '{}',
  created_at          timestamptz NOT NULL DEFAULT now(),
  updated_at          timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX clients_gym_name_idx ON clients (gym_id, lower(name), id);
CREATE INDEX clients_gym_end_idx ON clients (gym_id, membership_end_date, id);
CREATE INDEX clients_gym_phone_idx ON clients (gym_id, phone);

CREATE TABLE access_control_devices (
  id               integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  gym_id           integer     NOT NULL REFERENCES gyms (id) ON DELETE CASCADE,
  device_name      text        NOT NULL,
  door             text        NOT NULL,
  serial_number    text        NOT NULL UNIQUE,
  fingers          integer     NOT NULL DEFAULT 0,
  fingers_capacity integer     NOT NULL DEFAULT 0,
  users            integer     NOT NULL DEFAULT 0,
  users_capacity   integer     NOT NULL DEFAULT 0,
  records          integer     NOT NULL DEFAULT 0,
  last_seen_at     timestamptz,
  created_at       timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX access_control_devices_gym_idx ON access_control_devices (gym_id);

CREATE TABLE client_devices (
  client_id integer NOT NULL REFERENCES clients (id) ON DELETE CASCADE,
  device_id integer NOT NULL REFERENCES access_control_devices (id) ON DELETE CASCADE,
  PRIMARY KEY (client_id, device_id)
);
CREATE INDEX client_devices_device_idx ON client_devices (device_id);
