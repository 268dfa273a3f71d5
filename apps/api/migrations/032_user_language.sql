-- The language a user chose for the web app (issue 26, decision 0052): English, Nepali, Sinhala or
-- Hindi. Null until they choose one; the app then follows the browser's languages.
ALTER TABLE users ADD COLUMN language text CHECK (language IN ('en', 'ne', 'si', 'hi'));
