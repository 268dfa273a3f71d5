import { type Account, registerOwner } from './accounts.ts';
import type { Backend } from './backends.ts';
import { multipartForm } from './forms.ts';
import { startTestServer, type TestServer } from './test-server.ts';

export interface GymFixture {
  server: TestServer;
  /** Owns `gymId`. */
  owner: Account;
  /** Another gym owner, who must never see the first one's records. */
  stranger: Account;
  gymId: number;
}

/** The usual start of a gym-scoped test file: a server, an owner with one gym, and a stranger. */
export async function ownerWithGym(backend: Backend, gymName = 'Test Gym'): Promise<GymFixture> {
  const server = await startTestServer(backend);
  const { owner, gymId } = await addOwnerWithGym(server, 'Owner', gymName);
  const stranger = await registerOwner(server, 'Stranger');
  return { server, owner, stranger, gymId };
}

/** A new owner on the server with one gym and, when given, that many SMS credits. */
export async function addOwnerWithGym(
  server: TestServer,
  ownerName: string,
  gymName: string,
  smsCredits?: number,
): Promise<{ owner: Account; gymId: number }> {
  const owner = await registerOwner(server, ownerName);
  if (smsCredits !== undefined) {
    await server.db.query('UPDATE users SET total_sms = $1 WHERE id = $2', [smsCredits, owner.id]);
  }
  const gym = await server.call('POST', '/api/gyms', {
    token: owner.token,
    body: multipartForm({ gymName, contactNumber: '9800000000' }),
  });
  return { owner, gymId: gym.body.id };
}

/** Door clients for device tests: each a female member with card 12345; answers their ids in order. */
export async function addCardClients(server: TestServer, token: string, gymId: number, names: string[]) {
  const ids: number[] = [];
  for (const name of names) {
    const client = await server.call('POST', '/api/clients', {
      token,
      // A membership that runs, so the door admits them.
      body: multipartForm({
        gymId,
        name,
        phone: '9801234567',
        gender: 'FEMALE',
        membershipEndDate: '2099-12-31',
        'clientInfoInDevice.card': '12345',
      }),
    });
    ids.push(client.body.id);
  }
  return ids;
}

/** The usual plan of a test gym (2,500 a month, cheaper for longer terms); answers its id. */
export async function addPricingPlan(server: TestServer, token: string, gymId: number, planName = 'Monthly') {
  const plan = await server.call('POST', `/api/pricing-plans/gyms/${gymId}`, {
    token,
    body: {
      planName,
      monthlyPrice: 2500,
      threeMonthPrice: 7000,
      sixMonthPrice: 13000,
      twelveMonthPrice: 24000,
    },
  });
  if (plan.status !== 201 && plan.status !== 200) throw new Error(`addPricingPlan: ${plan.status}`);
  return plan.body.id as number;
}

/**
 * A client of the fixture's gym (phone 9841000000) with one invoice on the plan from `start` to
 * `end` for `amount`, linked to the door device when one is given; answers the two ids.
 */
export async function invoicedClient(
  fixture: GymFixture,
  client: { name: string; gender: 'MALE' | 'FEMALE' },
  invoice: { planId: number; start: string; end: string; amount: number },
  deviceId?: number,
): Promise<{ clientId: number; invoiceId: number }> {
  const call = (path: string, body: unknown) =>
    fixture.server.call('POST', path, { token: fixture.owner.token, body });
  const created = await call(
    '/api/clients',
    multipartForm({ gymId: fixture.gymId, name: client.name, phone: '9841000000', gender: client.gender }),
  );
  const clientId = created.body.id as number;
  const invoiced = await call('/api/invoices', {
    clientId,
    pricingPlanId: invoice.planId,
    membershipStartDate: invoice.start,
    membershipEndDate: invoice.end,
    totalAmount: invoice.amount,
    discountedAmount: invoice.amount,
  });
  if (invoiced.status !== 201) throw new Error(`invoicedClient: ${invoiced.status}`);
  if (deviceId !== undefined) await call(`/api/access-control-devices/${deviceId}/add-clients`, [clientId]);
  return { clientId, invoiceId: invoiced.body.id as number };
}
