import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Account } from './support/accounts.ts';
import { backends } from './support/backends.ts';
import { ownerWithGym } from './support/fixtures.ts';
import { callRoute, type RouteCall } from './support/routes.ts';
import type { TestServer } from './support/test-server.ts';

const standard = {
  planName: 'Standard',
  monthlyPrice: 2500,
  threeMonthPrice: 7000.5,
  sixMonthPrice: 13000,
  twelveMonthPrice: 24000,
  extraFeatures: 'Locker',
};

describe.each(backends)('pricing plans on %s', (backend) => {
  let server: TestServer;
  let owner: Account;
  let stranger: Account;
  let gymId: number;
  beforeAll(async () => {
    ({ server, owner, stranger, gymId } = await ownerWithGym(backend, 'Plans Gym'));
  });
  afterAll(() => server.close());

  it('creates, lists, reads, updates and deletes a plan, and the gym shows it', async () => {
    const created = await server.call('POST', `/api/pricing-plans/gyms/${gymId}`, {
      token: owner.token,
      body: standard,
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ ...standard, gymId });
    const id = created.body.id;

    const list = await server.call('GET', `/api/pricing-plans/gyms/${gymId}`, { token: owner.token });
    expect(list.body).toEqual([created.body]);
    const gym = await server.call('GET', `/api/gyms/${gymId}`, { token: owner.token });
    expect(gym.body.pricingPlanDto).toEqual([created.body]);

    const updated = await server.call('PUT', `/api/pricing-plans/${id}`, {
      token: owner.token,
      body: { ...standard, planName: ' Premium ', monthlyPrice: 3000, extraFeatures: '' },
    });
    expect(updated.body).toMatchObject({ id, planName: 'Premium', monthlyPrice: 3000, extraFeatures: null });
    expect((await server.call('GET', `/api/pricing-plans/${id}`, { token: owner.token })).body).toEqual(
      updated.body,
    );

    expect(
      (await server.call('DELETE', `/api/pricing-plans/${id}/gyms/${gymId}`, { token: owner.token })).status,
    ).toBe(204);
    expect((await server.call('GET', `/api/pricing-plans/${id}`, { token: owner.token })).status).toBe(404);
  });

  it.each([
    ['planName', { planName: '  ' }, 'Plan Name is required.'],
    ['planName', { planName: undefined }, 'Plan Name is required.'],
    ['planName', { planName: 'p'.repeat(201) }, 'Plan name must be at most 200 characters.'],
    [
      'extraFeatures',
      { extraFeatures: 'x'.repeat(5000) },
      'Extra features must be at most 2,000 characters.',
    ],
    ['monthlyPrice', { monthlyPrice: 1e9 }, 'Monthly price must be at most 100,000,000.'],
    ['monthlyPrice', { monthlyPrice: 0 }, 'All price fields must be filled and greater than zero.'],
    ['sixMonthPrice', { sixMonthPrice: -5 }, 'All price fields must be filled and greater than zero.'],
    [
      'twelveMonthPrice',
      { twelveMonthPrice: undefined },
      'All price fields must be filled and greater than zero.',
    ],
    [
      'threeMonthPrice',
      { threeMonthPrice: 'lots' },
      'All price fields must be filled and greater than zero.',
    ],
  ])('refuses a bad %s with the specification’s message', async (field, change, message) => {
    const answer = await server.call('POST', `/api/pricing-plans/gyms/${gymId}`, {
      token: owner.token,
      body: { ...standard, ...change },
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ message, code: 'VALIDATION_ERROR' });
    expect(answer.body.details[0].field).toBe(field);
  });

  describe('another owner', () => {
    const ids: Record<string, number> = {};
    beforeAll(async () => {
      ids.plan = (
        await server.call('POST', `/api/pricing-plans/gyms/${gymId}`, { token: owner.token, body: standard })
      ).body.id;
      ids.gym = gymId;
    });

    it.each([
      ['GET', '/api/pricing-plans/gyms/{gym}'],
      ['POST', '/api/pricing-plans/gyms/{gym}', () => standard],
      ['GET', '/api/pricing-plans/{plan}'],
      ['PUT', '/api/pricing-plans/{plan}', () => ({ ...standard, planName: 'Stolen' })],
      ['DELETE', '/api/pricing-plans/{plan}/gyms/{gym}'],
    ] satisfies RouteCall[])('gets 404 for %s %s', async (...route) => {
      expect((await callRoute(server, stranger.token, ids, route)).status).toBe(404);
    });

    it('gets 404 deleting the owner’s plan through a gym of their own', async () => {
      const form = new FormData();
      form.append('gymName', 'Stranger Gym');
      form.append('contactNumber', '9800000002');
      const ownGym = (await server.call('POST', '/api/gyms', { token: stranger.token, body: form })).body.id;
      expect(ownGym).toEqual(expect.any(Number));
      const answer = await server.call('DELETE', `/api/pricing-plans/${ids.plan}/gyms/${ownGym}`, {
        token: stranger.token,
      });
      expect(answer.status).toBe(404);
    });

    it('changed nothing of the owner’s', async () => {
      const still = await server.call('GET', `/api/pricing-plans/${ids.plan}`, { token: owner.token });
      expect(still.body.planName).toBe('Standard');
    });
  });

  it('will not delete a plan through another gym’s path', async () => {
    const plan = (
      await server.call('POST', `/api/pricing-plans/gyms/${gymId}`, { token: owner.token, body: standard })
    ).body;
    const form = new FormData();
    form.append('gymName', 'Second Branch');
    form.append('contactNumber', '9800000001');
    const otherGym = (await server.call('POST', '/api/gyms', { token: owner.token, body: form })).body.id;
    const answer = await server.call('DELETE', `/api/pricing-plans/${plan.id}/gyms/${otherGym}`, {
      token: owner.token,
    });
    expect(answer.status).toBe(404);
  });
});
