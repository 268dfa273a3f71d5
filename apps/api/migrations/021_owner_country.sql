-- An owner's country (Nepal, Sri Lanka or India), which chooses the list their district comes from
-- (decision 0031). Owners who signed up before chose from Nepal's districts.
ALTER TABLE users ADD COLUMN country text NOT NULL DEFAULT 'NP' CHECK (country IN ('NP', 'LK', 'IN'));
