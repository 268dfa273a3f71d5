-- A bill number is the number of the receipt a gym gives for money it takes in: used once per gym,
-- whatever the case and the spaces around it, among its payments and its other incomes (decision
-- 0025). Every payment is mirrored as an INCOME flow with its bill number, so one unique index on
-- the incomes holds for both. An expense's bill number is the supplier's, and two suppliers may
-- number alike: expenses are left out.

-- The gyms' data-version triggers (007) are deferred to commit; fired at once here instead, as rows
-- change, so no event is pending when a table is altered or indexed below (PostgreSQL refuses that).
SET CONSTRAINTS ALL IMMEDIATE;

-- Bill numbers are trimmed on write; those stored before are trimmed here. (A blank one names no
-- receipt and is left out of the rule.)
UPDATE payments SET bill_no = btrim(bill_no) WHERE bill_no <> btrim(bill_no);
UPDATE money_flows SET bill_no = btrim(bill_no) WHERE bill_no <> btrim(bill_no);

-- Each number used more than once in a gym keeps it on its oldest income; the later ones get the
-- first free ' (2)', ' (3)'... after it ('B-002 (2)'), their payments with them.
DO $$
DECLARE
  later record;
  n integer;
  renamed text;
BEGIN
  FOR later IN
    SELECT id, gym_id, bill_no, payment_id FROM (
      SELECT id, gym_id, bill_no, payment_id,
             row_number() OVER (PARTITION BY gym_id, lower(bill_no) ORDER BY created_at, id) AS nth
        FROM money_flows WHERE transaction_type = 'INCOME' AND bill_no <> '') AS numbered
     WHERE nth > 1 ORDER BY gym_id, id
  LOOP
    n := 2;
    LOOP
      renamed := later.bill_no || ' (' || n || ')';
      EXIT WHEN NOT EXISTS (SELECT FROM money_flows WHERE gym_id = later.gym_id AND transaction_type = 'INCOME'
                                                       AND lower(bill_no) = lower(renamed));
      n := n + 1;
    END LOOP;
    UPDATE money_flows SET bill_no = renamed WHERE id = later.id;
    UPDATE payments SET bill_no = renamed WHERE id = later.payment_id;
  END LOOP;
END $$;

CREATE UNIQUE INDEX money_flows_income_bill_no_key ON money_flows (gym_id, lower(btrim(bill_no)))
  WHERE transaction_type = 'INCOME' AND btrim(bill_no) <> '';
