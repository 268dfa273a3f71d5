-- Client imports from a spreadsheet (issue 29): the uploaded file and the job that brings its good
-- rows in. The screen polls the row for the progress, so any server process can answer it; the
-- rows are written in one transaction with the job's end, so a finished job and its clients land
-- together or not at all.
CREATE TABLE import_jobs (
  id             integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  gym_id         integer     NOT NULL REFERENCES gyms (id) ON DELETE CASCADE,
  created_by     integer     REFERENCES users (id) ON DELETE SET NULL,
  file_name      text        NOT NULL,
  -- The file's text as read (BOM gone), its separator and first line.
  content        text        NOT NULL,
  delimiter      text        NOT NULL CHECK (delimiter IN (',', ';', E'\t')),
  headers        text[]      NOT NULL,
  total_rows     integer     NOT NULL,
  -- UPLOADED: waiting for the owner's choice; IMPORTING: running; DONE; FAILED (nothing written).
  status         text        NOT NULL DEFAULT 'UPLOADED'
                   CHECK (status IN ('UPLOADED', 'IMPORTING', 'DONE', 'FAILED')),
  -- The columns chosen for the import (field name -> column index), once started.
  mapping        jsonb,
  -- Rows worked through so far, of the good rows to import (progress), and the outcome.
  done_rows      integer     NOT NULL DEFAULT 0,
  good_rows      integer,
  imported_rows  integer,
  skipped_rows   integer,
  error          text,
  created_at     timestamptz NOT NULL DEFAULT now(),
  updated_at     timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX import_jobs_gym_idx ON import_jobs (gym_id, id DESC);

-- A gym's data version (migration 007) moves on once per writing transaction, not once per row:
-- the first row's trigger bumps it, and the rows after it see the gym row already written by this
-- transaction (its xmin) and leave it. Readers compare versions, so one bump says as much as 5,000,
-- and an import of 5,000 clients no longer rewrites the gym row 5,000 times at its commit.
CREATE OR REPLACE FUNCTION bump_gym_data_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE gyms SET data_version = data_version + 1
   WHERE id = CASE WHEN TG_OP = 'DELETE' THEN OLD.gym_id ELSE NEW.gym_id END
     AND xmin <> pg_current_xact_id()::xid;
  RETURN NULL;
END $$;
