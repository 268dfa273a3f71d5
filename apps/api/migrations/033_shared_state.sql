-- What every server process must read alike (decision 0055).

-- Uploaded images (gym logos and WiFi images, client photos) on a PostgreSQL server, so an image
-- uploaded through one process is served by all; the embedded database keeps them in DATA_DIR.
CREATE TABLE stored_images (
  -- 'public' (served to anyone under /uploads/) or 'client-photo' (only at signed addresses).
  kind        text        NOT NULL CHECK (kind IN ('public', 'client-photo')),
  name        text        NOT NULL,
  bytes       bytea       NOT NULL,
  stored_at   timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (kind, name)
);

-- Wrong referee codes, each different code once per platform and device (or address) with when it
-- was last tried: the limits hold across processes and the owner's unlock reaches every process.
CREATE TABLE referee_wrong_codes (
  platform_id integer     NOT NULL REFERENCES meet_platforms (id) ON DELETE CASCADE,
  scope       text        NOT NULL CHECK (scope IN ('device', 'address')),
  who         text        NOT NULL,
  code        text        NOT NULL,
  tried_at    timestamptz NOT NULL,
  PRIMARY KEY (platform_id, scope, who, code)
);
CREATE INDEX referee_wrong_codes_tried_at ON referee_wrong_codes (tried_at);
