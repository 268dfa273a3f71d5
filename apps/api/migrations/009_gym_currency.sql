-- The currency a gym charges in, shown with every amount of the gym. Gyms that exist already take
-- the currency of their time zone's country.
ALTER TABLE gyms ADD COLUMN currency text NOT NULL DEFAULT 'NPR'
  CHECK (currency IN ('NPR', 'LKR', 'INR', 'PKR', 'AUD'));

UPDATE gyms SET currency = CASE
    WHEN time_zone = 'Asia/Colombo' THEN 'LKR'
    WHEN time_zone IN ('Asia/Kolkata', 'Asia/Calcutta') THEN 'INR'
    WHEN time_zone = 'Asia/Karachi' THEN 'PKR'
    WHEN time_zone LIKE 'Australia/%' THEN 'AUD'
    ELSE 'NPR'
  END;
