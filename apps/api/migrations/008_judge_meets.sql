-- Powerlifting meets (competitions) of a user, their platforms, and each platform's live state that
-- the public judge feed answers.
CREATE TABLE meets (
  id          integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id     integer     NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  name        text        NOT NULL,
  meet_date   date,
  -- Lets the federation's competition software push lifter states without anyone's sign-in.
  meet_token  text        NOT NULL UNIQUE,
  created_at  timestamptz NOT NULL DEFAULT now(),
  updated_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX meets_user_idx ON meets (user_id);

-- A platform of a meet; its id is the public `platformId` of the judge feed. One row holds the
-- attempt up on the platform: the lifter, the lift, the attempt and the three referees' decisions.
CREATE TABLE meet_platforms (
  id             integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  meet_id        integer        NOT NULL REFERENCES meets (id) ON DELETE CASCADE,
  number         smallint       NOT NULL CHECK (number BETWEEN 1 AND 20),
  -- Shared by the platform's three referees; each names their chair with a decision.
  referee_code   text           NOT NULL,
  -- Without a lifter the feed answers lifterData null; with one, the columns below are its data.
  has_lifter     boolean        NOT NULL DEFAULT false,
  lifter_name    text,
  lifter_age     smallint,
  country_code   text,
  divisions      text[]         NOT NULL DEFAULT '{}',
  bodyweight_kg  numeric(6,2),
  squat_kg       numeric(6,2)[] NOT NULL DEFAULT '{NULL,NULL,NULL}' CHECK (cardinality(squat_kg) = 3),
  bench_kg       numeric(6,2)[] NOT NULL DEFAULT '{NULL,NULL,NULL}' CHECK (cardinality(bench_kg) = 3),
  deadlift_kg    numeric(6,2)[] NOT NULL DEFAULT '{NULL,NULL,NULL}' CHECK (cardinality(deadlift_kg) = 3),
  -- 1 good lift, -1 failed, 0 pending.
  squat_status    smallint[]    NOT NULL DEFAULT '{0,0,0}'
    CHECK (cardinality(squat_status) = 3 AND squat_status <@ '{-1,0,1}'),
  bench_status    smallint[]    NOT NULL DEFAULT '{0,0,0}'
    CHECK (cardinality(bench_status) = 3 AND bench_status <@ '{-1,0,1}'),
  deadlift_status smallint[]    NOT NULL DEFAULT '{0,0,0}'
    CHECK (cardinality(deadlift_status) = 3 AND deadlift_status <@ '{-1,0,1}'),
  lift           text           NOT NULL DEFAULT 'S' CHECK (lift IN ('S', 'B', 'D')),
  -- The attempt the referees judge: the first pending one of the lift; null when none is pending.
  attempt        smallint       CHECK (attempt BETWEEN 1 AND 3),
  -- Each referee's decision (true good lift, false no lift) and reason card (1 red, 2 blue,
  -- 3 yellow), null until they decide.
  referee_1      boolean,
  referee_2      boolean,
  referee_3      boolean,
  card_1         smallint       CHECK (card_1 BETWEEN 1 AND 3),
  card_2         smallint       CHECK (card_2 BETWEEN 1 AND 3),
  card_3         smallint       CHECK (card_3 BETWEEN 1 AND 3),
  -- Set when the third referee decides: the lights show until then, and the attempt's result is
  -- written into the status arrays when they clear.
  lights_until   timestamptz,
  updated_at     timestamptz    NOT NULL DEFAULT now(),
  UNIQUE (meet_id, number)
);
