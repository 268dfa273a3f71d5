-- Receipts (decision 0045) and who wrote each payment and invoice (decision 0046).
--
-- Every payment has a receipt number of its gym's own: 1 for the gym's first payment, then one more
-- for each next one, never reused (a deleted payment's number stays unused). The gym's counter row
-- is taken by the payment's insert and held to the end of its transaction, so payments recorded at
-- once in one gym take turns and get distinct, consecutive numbers.

-- The gyms' data-version triggers (007) are deferred to commit; fired at once here instead, as rows
-- change, so no event is pending when a table is altered below (PostgreSQL refuses that).
SET CONSTRAINTS ALL IMMEDIATE;

-- Numbering and attributing the rows already stored is no change anyone made: the activity trail
-- (029) does not record it.
ALTER TABLE payments DISABLE TRIGGER payments_activity;
ALTER TABLE invoices DISABLE TRIGGER invoices_activity;

CREATE TABLE gym_receipt_numbers (
  gym_id      integer PRIMARY KEY REFERENCES gyms (id) ON DELETE CASCADE,
  last_number integer NOT NULL
);

-- The payments already written are numbered per gym in the order they were received (their date),
-- those of one day in the order they were recorded.
ALTER TABLE payments ADD COLUMN receipt_number integer;
UPDATE payments SET receipt_number = numbered.number
  FROM (SELECT id, row_number() OVER (PARTITION BY gym_id ORDER BY payment_date, created_at, id)::int AS number
          FROM payments) AS numbered
 WHERE payments.id = numbered.id;
ALTER TABLE payments ALTER COLUMN receipt_number SET NOT NULL;
ALTER TABLE payments ADD CONSTRAINT payments_gym_receipt_number_key UNIQUE (gym_id, receipt_number);
INSERT INTO gym_receipt_numbers (gym_id, last_number)
  SELECT gym_id, max(receipt_number) FROM payments GROUP BY gym_id;

-- Who recorded a payment or created an invoice: the signed-in user. Rows written before this was
-- kept were all written by the gym's owner (the only accounts a gym had).
ALTER TABLE payments ADD COLUMN created_by integer REFERENCES users (id) ON DELETE SET NULL;
ALTER TABLE invoices ADD COLUMN created_by integer REFERENCES users (id) ON DELETE SET NULL;
UPDATE payments p SET created_by = g.user_id FROM gyms g WHERE g.id = p.gym_id;
UPDATE invoices i SET created_by = g.user_id FROM gyms g WHERE g.id = i.gym_id;

ALTER TABLE payments ENABLE TRIGGER payments_activity;
ALTER TABLE invoices ENABLE TRIGGER invoices_activity;

-- A payment's receipt goes by SMS at most once (automatically when the payment is recorded, or when
-- someone asks): this row is inserted in the transaction that queues the message, so its key, not
-- any process's memory, decides. A failed message is queued again, never a second one.
CREATE TABLE payment_receipt_sms (
  payment_id integer     PRIMARY KEY REFERENCES payments (id) ON DELETE CASCADE,
  sms_id     integer     REFERENCES sms_messages (id) ON DELETE SET NULL,
  queued_at  timestamptz NOT NULL DEFAULT now()
);

-- The automatic receipt is a reminder reason of its own ('Automatic · Payment received').
ALTER TABLE sms_messages DROP CONSTRAINT sms_messages_reminder_reason_check;
ALTER TABLE sms_messages ADD CONSTRAINT sms_messages_reminder_reason_check CHECK (reminder_reason IN (
  'BEFORE_EXPIRY_7', 'BEFORE_EXPIRY_3', 'BEFORE_EXPIRY_1', 'AFTER_EXPIRY_1', 'AFTER_EXPIRY_3',
  'AFTER_EXPIRY_7', 'BIRTHDAY', 'MEMBERSHIP_RENEWED', 'PAYMENT_RECEIVED'));
