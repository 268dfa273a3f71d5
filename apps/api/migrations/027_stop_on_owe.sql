-- A gym's stop on owe (decision 0040): the door refuses a member owing more than the amount on
-- invoices that started more than the days before the gym's today. Both NULL: off (the default).
ALTER TABLE gyms ADD COLUMN stop_on_owe_amount NUMERIC(12, 2);
ALTER TABLE gyms ADD COLUMN stop_on_owe_days integer;
ALTER TABLE gyms ADD CONSTRAINT gyms_stop_on_owe_check CHECK (
  (stop_on_owe_amount IS NULL) = (stop_on_owe_days IS NULL)
  AND (stop_on_owe_amount IS NULL OR stop_on_owe_amount >= 0)
  AND (stop_on_owe_days IS NULL OR stop_on_owe_days >= 0));
