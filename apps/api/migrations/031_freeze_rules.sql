-- Freeze rules (decision 0047). Per pricing plan, a fee charged when a freeze is made and a limit of
-- frozen days per calendar year; NULL: no fee, no limit (the default).
ALTER TABLE pricing_plans ADD COLUMN freeze_fee NUMERIC(12, 2) CHECK (freeze_fee > 0);
ALTER TABLE pricing_plans ADD COLUMN freeze_days_per_year integer
  CHECK (freeze_days_per_year BETWEEN 0 AND 366);

-- The fee is an invoice of its own, linked to its freeze: owed, aged, paid and reminded like any
-- invoice, but no membership period (the membership's end leaves these invoices out).
ALTER TABLE invoices ADD COLUMN freeze_id integer UNIQUE
  REFERENCES membership_freezes (id) ON DELETE CASCADE;

-- A gym's choice (decision 0048): a frozen member's punch at the door ends their freeze that day.
ALTER TABLE gyms ADD COLUMN freeze_ends_on_punch boolean NOT NULL DEFAULT false;
