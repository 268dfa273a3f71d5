/**
 * Staff accounts (decision 0059): invited by phone to some of the owner's gyms with a role, the
 * invitation taken by the account that signs up with the number; only those gyms seen; role and
 * gyms changed and revoked by the owner, which ends the person's sessions; what they do named.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, freshPhone, registerOwner } from './support/accounts.ts';
import { backends } from './support/backends.ts';
import { addOwnerWithGym, addPricingPlan } from './support/fixtures.ts';
import { multipartForm } from './support/forms.ts';
import { invitedStaff } from './support/staff.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

describe.each(backends)('staff on %s', (backend) => {
  let server: TestServer;
  let owner: Account;
  let branchA: number;
  let branchB: number;

  beforeAll(async () => {
    server = await startTestServer(backend);
    const first = await addOwnerWithGym(server, 'Staff Owner', 'Branch A', 1000);
    owner = first.owner;
    branchA = first.gymId;
    const second = await server.call('POST', '/api/gyms', {
      token: owner.token,
      body: multipartForm({ gymName: 'Branch B', contactNumber: '9800000000' }),
    });
    branchB = second.body.id;
  }, 120_000);
  afterAll(() => server?.close());

  const gymIdsSeenBy = async (account: Account) => {
    const page = await server.call('GET', `/api/gyms/users/${account.id}`, { token: account.token });
    return page.body.content.map((gym: { id: number }) => gym.id);
  };

  it('lets the invited person, once signed up, see only the gyms they were invited to, with their role', async () => {
    const desk = await invitedStaff(server, owner, 'FRONT_DESK', [branchA], 'Sita Desk');
    expect(await gymIdsSeenBy(desk)).toEqual([branchA]);
    const search = await server.call('GET', '/api/gyms/search', { token: desk.token });
    expect(search.body.content.map((gym: { id: number }) => gym.id)).toEqual([branchA]);
    const mine = await server.call('GET', '/api/staff/mine', { token: desk.token });
    expect(mine.body).toEqual([{ gymId: branchA, role: 'FRONT_DESK' }]);
    expect((await server.call('GET', `/api/gyms/${branchB}`, { token: desk.token })).status).toBe(404);
    const list = await server.call('GET', `/api/staff/gyms/${branchA}`, { token: owner.token });
    expect(list.body).toContainEqual(
      expect.objectContaining({
        id: desk.staffId,
        name: 'Sita Desk',
        role: 'FRONT_DESK',
        gymIds: [branchA],
        joined: true,
      }),
    );
  });

  it('gives an existing account the role at once, and refuses a phone invited twice or the owner’s own', async () => {
    const existing = await registerOwner(server, 'Has An Account');
    const body = { name: 'Ram', phone: existing.phone, role: 'TRAINER', gymIds: [branchA, branchB] };
    const invited = await server.call('POST', '/api/staff', { token: owner.token, body });
    expect(invited.status).toBe(201);
    expect(invited.body).toMatchObject({ joined: true, gymIds: [branchA, branchB].sort((a, b) => a - b) });
    expect((await gymIdsSeenBy(existing)).sort()).toEqual([branchA, branchB].sort());
    const twice = await server.call('POST', '/api/staff', { token: owner.token, body });
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe('This phone number is already one of your staff.');
    const self = await server.call('POST', '/api/staff', {
      token: owner.token,
      body: { ...body, phone: owner.phone },
    });
    expect(self.status).toBe(400);
    expect(self.body.message).toBe('You cannot invite yourself.');
  });

  it('refuses a bulk SMS to the front desk, naming sms.bulk, and lets them send to one number', async () => {
    const desk = await invitedStaff(server, owner, 'FRONT_DESK', [branchA]);
    // An active client, so the group is not empty (that would be a 400 before the permission).
    await server.call('POST', '/api/clients', {
      token: owner.token,
      body: multipartForm({
        gymId: branchA,
        name: 'Member',
        phone: '9841000000',
        gender: 'MALE',
        membershipEndDate: '2099-12-31',
      }),
    });
    const send = (recipients: { type: 'ALL' } | { phoneNumbers: string }) =>
      server.call('POST', '/api/sms/send', {
        token: desk.token,
        body: { smsContent: 'Closed today', gymId: branchA, ...recipients },
      });
    const bulk = await send({ type: 'ALL' });
    expect(bulk.status).toBe(403);
    expect(bulk.body).toMatchObject({
      code: 'PERMISSION_DENIED',
      message: 'You do not have permission to do this (sms.bulk).',
    });
    expect((await send({ phoneNumbers: '9841000000' })).status).toBe(200);
  });

  it('names the staff member on the payment, the invoice, the SMS and the activity trail; the owner pays the SMS', async () => {
    const desk = await invitedStaff(server, owner, 'FRONT_DESK', [branchA], 'Gita Desk');
    const planId = await addPricingPlan(server, owner.token, branchA, `Plan ${freshPhone()}`);
    const client = await server.call('POST', '/api/clients', {
      token: desk.token,
      body: multipartForm({ gymId: branchA, name: 'Hari', phone: '9841000002', gender: 'MALE' }),
    });
    expect(client.status).toBe(201);
    const invoice = await server.call('POST', '/api/invoices', {
      token: desk.token,
      body: {
        clientId: client.body.id,
        pricingPlanId: planId,
        membershipStartDate: '2026-11-20',
        membershipEndDate: '2026-12-19',
        totalAmount: 2500,
        discountedAmount: 2500,
      },
    });
    expect(invoice.body.createdBy).toEqual({ id: desk.id, name: 'Gita Desk' });
    const payment = await server.call('POST', '/api/payments', {
      token: desk.token,
      body: {
        invoiceId: invoice.body.id,
        billNo: 'S-1',
        amount: 1000,
        paymentDate: '2026-11-20',
        paymentType: 'CASH',
      },
    });
    expect(payment.body.createdBy).toEqual({ id: desk.id, name: 'Gita Desk' });
    const creditsBefore = (
      await server.call('GET', `/api/users/${owner.id}/total-sms`, { token: owner.token })
    ).body;
    const sent = await server.call('POST', '/api/sms/send', {
      token: desk.token,
      body: { smsContent: 'Thanks', gymId: branchA, phoneNumbers: '9841000002' },
    });
    expect(sent.status).toBe(200);
    const creditsAfter = (
      await server.call('GET', `/api/users/${owner.id}/total-sms`, { token: owner.token })
    ).body;
    expect(creditsAfter.totalSms).toBe(creditsBefore.totalSms - sent.body.creditsUsed);
    const messages = await server.call('GET', `/api/sms/gyms/${branchA}?sortBy=sendDateTime&sortOrder=desc`, {
      token: owner.token,
    });
    expect(messages.body.content[0].sentBy).toEqual({ id: desk.id, name: 'Gita Desk' });
    const trail = await server.call('GET', `/api/clients/${client.body.id}/activity`, { token: owner.token });
    expect(trail.body.content.length).toBeGreaterThan(0);
    for (const entry of trail.body.content) expect(JSON.stringify(entry)).toContain('Gita Desk');
  });

  it('ends the person’s sessions at once when the owner changes their role, moves them or revokes them', async () => {
    const person = await invitedStaff(server, owner, 'TRAINER', [branchA]);
    expect((await server.call('GET', `/api/clients/gyms/${branchA}`, { token: person.token })).status).toBe(
      200,
    );
    const moved = await server.call('PUT', `/api/staff/${person.staffId}`, {
      token: owner.token,
      body: { role: 'MANAGER', gymIds: [branchB] },
    });
    expect(moved.status).toBe(200);
    const ended = await server.call('GET', `/api/gyms/users/${person.id}`, { token: person.token });
    expect(ended.status).toBe(401);
    expect(ended.body.code).toBe('SESSION_ENDED');
    const signedIn = await server.call('POST', '/api/auth/authenticate/store', {
      body: { phone: person.phone, password: person.password },
    });
    const again = { ...person, token: signedIn.body.token };
    expect(await gymIdsSeenBy(again)).toEqual([branchB]);
    expect((await server.call('GET', `/api/dashboard-cards/${branchB}`, { token: again.token })).status).toBe(
      200,
    );
    expect((await server.call('DELETE', `/api/staff/${person.staffId}`, { token: owner.token })).status).toBe(
      204,
    );
    const revoked = await server.call('GET', `/api/gyms/users/${person.id}`, { token: again.token });
    expect(revoked.status).toBe(401);
    const afterRevoke = await server.call('POST', '/api/auth/authenticate/store', {
      body: { phone: person.phone, password: person.password },
    });
    expect(await gymIdsSeenBy({ ...person, token: afterRevoke.body.token })).toEqual([]);
  });

  it('keeps a manager out of staff management, naming staff.manage', async () => {
    const manager = await invitedStaff(server, owner, 'MANAGER', [branchA]);
    const invite = await server.call('POST', '/api/staff', {
      token: manager.token,
      body: { name: 'Friend', phone: freshPhone(), role: 'MANAGER', gymIds: [branchA] },
    });
    expect(invite.status).toBe(403);
    expect(invite.body.message).toBe('You do not have permission to do this (staff.manage).');
  });
});
