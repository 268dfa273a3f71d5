-- Membership invoices, the payments against them, and the gym's income/expense records (money
-- flows). Every payment is also an INCOME money flow (payment_id), removed with its payment.
CREATE TABLE invoices (
  id                    integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  gym_id                integer       NOT NULL REFERENCES gyms (id) ON DELETE CASCADE,
  client_id             integer       NOT NULL REFERENCES clients (id) ON DELETE CASCADE,
  pricing_plan_id       integer       REFERENCES pricing_plans (id) ON DELETE SET NULL,
  membership_start_date date          NOT NULL,
  membership_end_date   date          NOT NULL CHECK (membership_end_date >= membership_start_date),
  total_amount          numeric(12,2) NOT NULL CHECK (total_amount > 0),
  discounted_amount     numeric(12,2) NOT NULL CHECK (discounted_amount > 0 AND discounted_amount <= total_amount),
  created_at            timestamptz   NOT NULL DEFAULT now()
);
CREATE INDEX invoices_client_idx ON invoices (client_id, created_at DESC);
CREATE INDEX invoices_gym_idx ON invoices (gym_id, created_at DESC);

CREATE TABLE payments (
  id           integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  gym_id       integer       NOT NULL REFERENCES gyms (id) ON DELETE CASCADE,
  client_id    integer       NOT NULL REFERENCES clients (id) ON DELETE CASCADE,
  invoice_id   integer       NOT NULL REFERENCES invoices (id) ON DELETE CASCADE,
  bill_no      text          NOT NULL,
  amount       numeric(12,2) NOT NULL CHECK (amount > 0),
  payment_date date          NOT NULL,
  payment_type text          NOT NULL,
  created_at   timestamptz   NOT NULL DEFAULT now()
);
CREATE INDEX payments_invoice_idx ON payments (invoice_id, payment_date);
CREATE INDEX payments_gym_date_idx ON payments (gym_id, payment_date);

CREATE TABLE money_flows (
  id               integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  gym_id           integer       NOT NULL REFERENCES gyms (id) ON DELETE CASCADE,
  bill_no          text,
  transaction_date timestamptz   NOT NULL,
  transaction_type text          NOT NULL CHECK (transaction_type IN ('INCOME', 'EXPENSE')),
  tags             text[]        NOT NULL DEFAULT '{}',
  amount           numeric(12,2) NOT NULL CHECK (amount > 0),
  description      text,
  payment_id       integer       UNIQUE REFERENCES payments (id) ON DELETE CASCADE,
  created_at       timestamptz   NOT NULL DEFAULT now()
);
CREATE INDEX money_flows_gym_date_idx ON money_flows (gym_id, transaction_date);
