import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, createSuperAdmin } from './support/accounts.ts';
import { backends } from './support/backends.ts';
import { addPricingPlan, type GymFixture, ownerWithGym } from './support/fixtures.ts';
import { multipartForm } from './support/forms.ts';

/** What `pnpm --filter @gym/api fuzz` found answering 500, each now a 400. */
describe.each(backends)('fuzz findings on %s', (backend) => {
  let fixture: GymFixture;
  let admin: Account;
  beforeAll(async () => {
    fixture = await ownerWithGym(backend);
    admin = await createSuperAdmin(fixture.server);
  });
  afterAll(() => fixture.server.close());

  it('refuses a body nested thousands deep instead of overflowing the stack', async () => {
    for (const body of [
      `${'['.repeat(5000)}${']'.repeat(5000)}`,
      `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`,
    ]) {
      const answer = await fetch(`${fixture.server.url}/api/users/${fixture.owner.id}`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${fixture.owner.token}`, 'content-type': 'application/json' },
        body,
      });
      expect(answer.status).toBe(400);
      expect(((await answer.json()) as { message: string }).message).toBe(
        'The request nests arrays or objects more than 32 deep.',
      );
    }
  });

  it('refuses a date before year 1 that PostgreSQL cannot store', async () => {
    for (const date of ['0000-01-01', '2026-02-30']) {
      const answer = await fixture.server.call('PUT', `/api/users/${fixture.owner.id}`, {
        token: admin.token,
        body: { name: 'Owner', paymentExpiryDate: date },
      });
      expect(answer.status).toBe(400);
      expect(answer.body.details[0].field).toBe('paymentExpiryDate');
    }
    const kept = await fixture.server.call('PUT', `/api/users/${fixture.owner.id}`, {
      token: admin.token,
      body: { name: 'Owner', paymentExpiryDate: '2028-02-29' },
    });
    expect(kept.status).toBe(200);
  });

  it('lets payments and edits of one invoice run at once without a deadlock', async () => {
    const { server, owner, gymId } = fixture;
    const planId = await addPricingPlan(server, owner.token, gymId);
    const client = await server.call('POST', '/api/clients', {
      token: owner.token,
      body: multipartForm({
        gymId,
        name: 'Sita',
        phone: '9811111111',
        gender: 'FEMALE',
        membershipEndDate: '2026-12-31',
      }),
    });
    const invoice = {
      clientId: client.body.id,
      pricingPlanId: planId,
      membershipStartDate: '2026-11-01',
      membershipEndDate: '2026-11-30',
      totalAmount: 5000,
      discountedAmount: 5000,
    };
    const created = await server.call('POST', '/api/invoices', { token: owner.token, body: invoice });
    const statuses: number[] = [];
    for (let round = 0; round < 15; round++) {
      const answers = await Promise.all([
        server.call('PUT', `/api/invoices/${created.body.id}`, { token: owner.token, body: invoice }),
        server.call('POST', '/api/payments', {
          token: owner.token,
          body: {
            invoiceId: created.body.id,
            billNo: `B-${round}`,
            amount: 1,
            paymentDate: '2026-11-05',
            paymentType: 'CASH',
          },
        }),
      ]);
      statuses.push(...answers.map((answer) => answer.status));
    }
    expect(statuses.filter((status) => status >= 500)).toEqual([]);
    expect(statuses.filter((status) => status === 201)).toHaveLength(15);
  });
});
