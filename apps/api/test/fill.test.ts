import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FILL_OWNER, fillDatabase } from '../tools/demo/fill.ts';
import { backends } from './support/backends.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

describe.each(backends)('benchmark data set on %s', (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(backend);
  });
  afterAll(() => server.close());

  it('fills a small consistent data set that the API serves', async () => {
    const { gymIds } = await fillDatabase(server.db, {
      gyms: 3,
      clients: 300,
      invoices: 900,
      moneyFlows: 600,
      punches: 1500,
    });
    expect(gymIds).toHaveLength(3);
    const [counts] = await server.db.query<Record<string, number>>(
      `SELECT (SELECT count(*) FROM clients)::int AS clients, (SELECT count(*) FROM invoices)::int AS invoices,
              (SELECT count(*) FROM payments)::int AS payments,
              (SELECT count(*) FROM money_flows WHERE payment_id IS NOT NULL)::int AS payment_flows,
              (SELECT count(*) FROM money_flows WHERE payment_id IS NULL)::int AS other_flows,
              (SELECT count(*) FROM invoices i WHERE (SELECT COALESCE(sum(amount), 0) FROM payments p WHERE p.invoice_id = i.id)
                 > i.discounted_amount)::int AS overpaid`,
    );
    expect(counts).toMatchObject({ clients: 300, invoices: 900, other_flows: 600, overpaid: 0 });
    expect(counts?.payment_flows).toBe(counts?.payments);

    const login = await server.call('POST', '/api/auth/authenticate/store', {
      body: { phone: FILL_OWNER.phone, password: FILL_OWNER.password },
    });
    const cards = await server.call('GET', `/api/dashboard-cards/${gymIds[0]}`, { token: login.body.token });
    expect(cards.body.totalUsers).toBe(100);
    expect(cards.body.totalRevenueToDate).toBeGreaterThan(0);
  });
});
