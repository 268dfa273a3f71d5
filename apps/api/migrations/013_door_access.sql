-- Door access follows the membership: whether the client's user record is on the device now (as
-- last queued). A client linked to a device keeps the link while the membership has lapsed, so a
-- renewal puts them back.
ALTER TABLE client_devices ADD COLUMN door_access boolean NOT NULL DEFAULT true;
