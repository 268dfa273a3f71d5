-- Users (gym owners and super admins), their gyms and the gyms' pricing plans.
CREATE TABLE users (
  id                  integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  name                text        NOT NULL,
  phone               text        NOT NULL UNIQUE,
  email               text,
  address             text,
  district            text,
  role                text        NOT NULL DEFAULT 'USER' CHECK (role IN ('USER', 'SUPER_ADMIN')),
  password_hash       text        NOT NULL,
  total_sms           integer     NOT NULL DEFAULT 0,
  payment_expiry_date date,
  created_at          timestamptz NOT NULL DEFAULT now(),
  updated_at          timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX users_name_idx ON users (lower(name));

-- Failed sign-ins, kept in the database so throttling holds across server processes.
CREATE TABLE login_failures (
  phone     text        NOT NULL,
  failed_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX login_failures_phone_idx ON login_failures (phone, failed_at);

CREATE TABLE gyms (
  id                     integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id                integer     NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  gym_name               text        NOT NULL,
  branch                 text,
  address                text,
  contact_number         text[]      NOT NULL DEFAULT '{}',
  email_address          text,
  website_url            text,
  opening_hours          text,
  facilities             text[]      NOT NULL DEFAULT '{}',
  latitude               double precision,
  longitude              double precision,
  social_media_links     text[]      NOT NULL DEFAULT '{}',
  logo_image             text,
  wifi_scanner_image     text,
  time_zone              text        NOT NULL DEFAULT 'Asia/Kathmandu',
  created_at             timestamptz NOT NULL DEFAULT now(),
  updated_at             timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX gyms_user_idx ON gyms (user_id, lower(gym_name));

CREATE TABLE pricing_plans (
  id                 integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  gym_id             integer       NOT NULL REFERENCES gyms (id) ON DELETE CASCADE,
  plan_name          text          NOT NULL,
  monthly_price      numeric(12,2) NOT NULL CHECK (monthly_price > 0),
  three_month_price  numeric(12,2) NOT NULL CHECK (three_month_price > 0),
  six_month_price    numeric(12,2) NOT NULL CHECK (six_month_price > 0),
  twelve_month_price numeric(12,2) NOT NULL CHECK (twelve_month_price > 0),
  extra_features     text,
  created_at         timestamptz   NOT NULL DEFAULT now()
);
CREATE INDEX pricing_plans_gym_idx ON pricing_plans (gym_id);
