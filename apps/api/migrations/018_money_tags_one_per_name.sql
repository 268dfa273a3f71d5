-- A gym's tags are one per name whatever the case: 'Rent', 'rent' and ' RENT ' are one tag, spelt
-- the way the gym first wrote it (decision 0024). money_tags keeps that first spelling per gym and
-- lower-cased name. Every write of a flow's tags goes through money_flow_tags(), from a trigger, so
-- flows added, edited, mirrored from payments or loaded by tools all agree; the primary key makes
-- two writers of a new name at once agree too (the second waits for the first, then takes its
-- spelling).

-- The gyms' data-version triggers (007) are deferred to commit; fired at once here instead, as rows
-- change, so no event is pending when a table is altered or indexed below (PostgreSQL refuses that).
SET CONSTRAINTS ALL IMMEDIATE;

CREATE TABLE money_tags (
  gym_id   integer NOT NULL REFERENCES gyms (id) ON DELETE CASCADE,
  name_key text    NOT NULL,
  spelling text    NOT NULL,
  PRIMARY KEY (gym_id, name_key)
);

-- A flow's tags as the gym names them, in the order given: each trimmed, blanks dropped, each name
-- once (the first of its spellings in the list), a name the gym already has in the gym's spelling.
CREATE FUNCTION money_flow_tags(gym integer, tags text[]) RETURNS text[] LANGUAGE plpgsql AS $$
DECLARE
  trimmed text[] := ARRAY(SELECT t.tag FROM unnest(tags) WITH ORDINALITY AS given(raw, ord),
                                            btrim(given.raw, E' \t\r\n') AS t(tag)
                           WHERE t.tag <> '' ORDER BY given.ord);
  named text[];
BEGIN
  -- New names are registered in name order, so two writers never wait on each other crosswise.
  INSERT INTO money_tags (gym_id, name_key, spelling)
  SELECT DISTINCT ON (lower(tag)) gym, lower(tag), tag
    FROM unnest(trimmed) WITH ORDINALITY AS given(tag, ord)
   ORDER BY lower(tag), ord
  ON CONFLICT DO NOTHING;
  SELECT COALESCE(array_agg(spelling ORDER BY first_ord), '{}') INTO named
    FROM (SELECT k.spelling, min(given.ord) AS first_ord
            FROM unnest(trimmed) WITH ORDINALITY AS given(tag, ord)
            JOIN money_tags k ON k.gym_id = gym AND k.name_key = lower(given.tag)
           GROUP BY k.spelling) AS spellings;
  RETURN named;
END $$;

CREATE FUNCTION money_flows_name_tags() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.tags := money_flow_tags(NEW.gym_id, NEW.tags);
  RETURN NEW;
END $$;

CREATE TRIGGER money_flows_name_tags BEFORE INSERT OR UPDATE OF tags, gym_id ON money_flows
  FOR EACH ROW EXECUTE FUNCTION money_flows_name_tags();

-- The flows already written, oldest first, so each name keeps the spelling the gym used first; only
-- the flows whose tags change are rewritten.
DO $$
DECLARE
  flow record;
  named text[];
BEGIN
  FOR flow IN SELECT id, gym_id, tags FROM money_flows ORDER BY created_at, id LOOP
    named := money_flow_tags(flow.gym_id, flow.tags);
    IF named IS DISTINCT FROM flow.tags THEN
      UPDATE money_flows SET tags = named WHERE id = flow.id;
    END IF;
  END LOOP;
END $$;
