-- Door devices are claimed per gym (issue 14): a serial number is unique within a gym, not across
-- gyms, so registering one never tells an owner that another gym has it. A new registration waits
-- with an 8-digit claim code; the first upload from a device of that serial that carries the code
-- as a device user id (PIN) claims it. At most one registration per serial is claimed, and a
-- claimed one is never handed over by another code. Devices registered before this migration
-- were unique already and count as claimed.
ALTER TABLE access_control_devices DROP CONSTRAINT access_control_devices_serial_number_key;
ALTER TABLE access_control_devices ADD COLUMN claim_code text, ADD COLUMN claimed_at timestamptz;
UPDATE access_control_devices SET claimed_at = created_at;
ALTER TABLE access_control_devices
  ADD CONSTRAINT access_control_devices_gym_serial_key UNIQUE (gym_id, serial_number),
  ADD CONSTRAINT access_control_devices_claim_check
    CHECK (claimed_at IS NOT NULL OR claim_code ~ '^[1-9][0-9]{7}$');
CREATE UNIQUE INDEX access_control_devices_claimed_serial_idx
  ON access_control_devices (serial_number) WHERE claimed_at IS NOT NULL;
CREATE UNIQUE INDEX access_control_devices_claim_code_idx
  ON access_control_devices (serial_number, claim_code) WHERE claimed_at IS NULL;
