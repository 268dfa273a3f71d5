-- The door holds the newest wish for each member (decision 0042): a user record or removal queued
-- for a client supersedes that client's earlier one on the device still without a result, which is
-- then never sent (again).
ALTER TABLE device_commands DROP CONSTRAINT device_commands_status_check;
ALTER TABLE device_commands ADD CONSTRAINT device_commands_status_check
  CHECK (status IN ('PENDING', 'SENT', 'DONE', 'FAILED', 'SUPERSEDED'));
-- A new link is not on the door until its user record is queued: syncing the client's door access
-- then queues it when the membership admits them (an expired member is never handed out).
ALTER TABLE client_devices ALTER COLUMN door_access SET DEFAULT false;
