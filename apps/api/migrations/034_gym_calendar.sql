-- How a gym's dates read (issue 26): AD, Bikram Sambat, or both. Dates stay stored in AD.
ALTER TABLE gyms ADD COLUMN date_calendar text NOT NULL DEFAULT 'AD'
  CHECK (date_calendar IN ('AD', 'BS', 'BS_AD'));
