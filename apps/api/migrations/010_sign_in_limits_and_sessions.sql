-- Sign-in throttling counts failures per (address, phone), so nobody can lock the account's owner
-- out from elsewhere, and per address, so one address cannot try phone after phone.
ALTER TABLE login_failures ADD COLUMN address text NOT NULL DEFAULT '';
DROP INDEX login_failures_phone_idx;
CREATE INDEX login_failures_phone_address_idx ON login_failures (phone, address, failed_at);
CREATE INDEX login_failures_address_idx ON login_failures (address, failed_at);

-- Registrations per address within the last hour are limited.
CREATE TABLE registration_attempts (
  address        text        NOT NULL,
  registered_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX registration_attempts_address_idx ON registration_attempts (address, registered_at);

-- A session token names the version it was issued at; changing the password (or an admin changing
-- the role or deleting the user) moves the version on, which ends every other session at once.
ALTER TABLE users ADD COLUMN session_version integer NOT NULL DEFAULT 0;
