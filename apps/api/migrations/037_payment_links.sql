-- Paid online (issue 28, decision 0061): the gateways a gym offers with its own merchant
-- credentials, payment links from invoices, and every gateway message received.

-- A gym's merchant credentials per gateway, encrypted with AES-256-GCM under the server's
-- PAYMENT_CREDENTIALS_KEY (the database alone never reveals them): version 1, the 12-byte nonce,
-- the 16-byte tag and the ciphertext of the credentials' JSON, as base64.
CREATE TABLE gym_payment_gateways (
  gym_id      integer     NOT NULL REFERENCES gyms (id) ON DELETE CASCADE,
  gateway     text        NOT NULL CHECK (gateway IN ('ESEWA', 'KHALTI', 'PAYHERE', 'RAZORPAY')),
  enabled     boolean     NOT NULL DEFAULT false,
  credentials text        NOT NULL,
  updated_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (gym_id, gateway)
);

-- A link to pay what an invoice still owes, through one gateway. `reference` is ours, random and
-- unique: the pay page's address and the order id every gateway echoes back. A link is paid once
-- (payment_id), or cancelled; past expires_at it is expired.
CREATE TABLE payment_links (
  id                integer     GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  gym_id            integer     NOT NULL REFERENCES gyms (id) ON DELETE CASCADE,
  invoice_id        integer     NOT NULL REFERENCES invoices (id) ON DELETE CASCADE,
  client_id         integer     NOT NULL REFERENCES clients (id) ON DELETE CASCADE,
  gateway           text        NOT NULL CHECK (gateway IN ('ESEWA', 'KHALTI', 'PAYHERE', 'RAZORPAY')),
  reference         text        NOT NULL UNIQUE,
  amount            numeric(14, 2) NOT NULL CHECK (amount > 0),
  currency          text        NOT NULL,
  expires_at        timestamptz NOT NULL,
  cancelled_at      timestamptz,
  -- The gateway's own id of the order once started (Khalti's pidx, Razorpay's link id).
  gateway_reference text,
  checkout_url      text,
  started_at        timestamptz,
  payment_id        integer     UNIQUE REFERENCES payments (id) ON DELETE SET NULL,
  paid_at           timestamptz,
  created_by        integer     REFERENCES users (id) ON DELETE SET NULL,
  created_at        timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX payment_links_invoice ON payment_links (invoice_id);

-- A payment the gateway confirmed names it and its transaction: one payment per transaction, so
-- two callbacks, a callback and a redirect, or a retry after a crash record it once.
ALTER TABLE payments ADD COLUMN gateway text;
ALTER TABLE payments ADD COLUMN gateway_transaction_id text;
ALTER TABLE payments ADD CONSTRAINT payments_gateway_transaction_key UNIQUE (gateway, gateway_transaction_id);

-- Every message a gateway sent us, with what we made of it: the owner's and the support's record
-- of forged, tampered, replayed or mismatched callbacks, which change nothing else.
CREATE TABLE payment_gateway_events (
  id          bigint      GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  gym_id      integer     REFERENCES gyms (id) ON DELETE CASCADE,
  link_id     integer     REFERENCES payment_links (id) ON DELETE CASCADE,
  gateway     text        NOT NULL,
  source      text        NOT NULL CHECK (source IN ('REDIRECT', 'NOTIFY', 'WEBHOOK', 'CHECK')),
  outcome     text        NOT NULL CHECK (outcome IN
                ('PAID', 'ALREADY_PAID', 'PENDING', 'DECLINED', 'FORGED', 'MISMATCHED', 'UNAVAILABLE', 'UNKNOWN_LINK')),
  detail      text        NOT NULL,
  received_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX payment_gateway_events_link ON payment_gateway_events (link_id);
