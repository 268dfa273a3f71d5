-- Each meet gets its own public address: the slug its viewer, widget and feed name it by, with its
-- platforms numbered 1..N as the meet numbers them. Existing meets are addressed as 'meet-<id>'.
ALTER TABLE meets ADD COLUMN slug text;
UPDATE meets SET slug = 'meet-' || id;
ALTER TABLE meets ALTER COLUMN slug SET NOT NULL;
ALTER TABLE meets ADD CONSTRAINT meets_slug_key UNIQUE (slug);

-- When its owner marked it as the live meet: the specification's combined-data?platformId= (with no
-- meet named) answers the platforms of the meet marked most recently.
ALTER TABLE meets ADD COLUMN live_since timestamptz;
CREATE INDEX meets_live_idx ON meets (live_since DESC) WHERE live_since IS NOT NULL;
