-- An invoice's number is its gym's own: 1 for the gym's first invoice, then one more for each next
-- one, never reused (a deleted invoice's number stays unused). The id stays the key of addresses and
-- calls; the number is what people read (decision 0025). The counter row of a gym is taken with the
-- insert, so invoices created at once in one gym take turns and get distinct numbers.

-- The gyms' data-version triggers (007) are deferred to commit; fired at once here instead, as rows
-- change, so no event is pending when a table is altered or indexed below (PostgreSQL refuses that).
SET CONSTRAINTS ALL IMMEDIATE;

CREATE TABLE gym_invoice_numbers (
  gym_id      integer PRIMARY KEY REFERENCES gyms (id) ON DELETE CASCADE,
  last_number integer NOT NULL
);

-- The invoices already written are numbered per gym in the order they were created.
ALTER TABLE invoices ADD COLUMN number integer;
UPDATE invoices SET number = numbered.number
  FROM (SELECT id, row_number() OVER (PARTITION BY gym_id ORDER BY created_at, id)::int AS number
          FROM invoices) AS numbered
 WHERE invoices.id = numbered.id;
ALTER TABLE invoices ALTER COLUMN number SET NOT NULL;
ALTER TABLE invoices ADD CONSTRAINT invoices_gym_number_key UNIQUE (gym_id, number);
INSERT INTO gym_invoice_numbers (gym_id, last_number)
  SELECT gym_id, max(number) FROM invoices GROUP BY gym_id;

-- The incomes mirrored from payments name their invoice by its number from now on.
UPDATE money_flows m SET description = 'Membership payment: ' || c.name || ' (invoice #' || i.number || ')'
  FROM payments p JOIN invoices i ON i.id = p.invoice_id JOIN clients c ON c.id = p.client_id
 WHERE p.id = m.payment_id;
