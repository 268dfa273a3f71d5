/**
 * Every operation of the contract, called by each role on a gym it holds and on another gym of the
 * same owner, is allowed or refused exactly as its `x-permission` and the roles' `x-roles` say
 * (decision 0059). A refusal in an assigned gym is 403 PERMISSION_DENIED naming the permission; an
 * unassigned gym is not found (404); an allowed call gets past the guard (no 401, 403 or 404).
 */
import {
  GYM_PERMISSIONS,
  type GymPermission,
  permissionByOperation,
  ROLE_PERMISSIONS,
} from '@gym/api-client/permissions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, freshPhone } from './support/accounts.ts';
import { backends } from './support/backends.ts';
import { addOwnerWithGym, addPricingPlan } from './support/fixtures.ts';
import { multipartForm } from './support/forms.ts';
import { invitedStaff, type StaffRoleName } from './support/staff.ts';
import { startTestServer, type TestAnswer, type TestServer } from './support/test-server.ts';

type Operation = keyof typeof permissionByOperation;

/** The records of one gym the calls aim at (each made by the owner). */
interface GymRecords {
  gymId: number;
  clientId: number;
  invoiceId: number;
  paymentId: number;
  planId: number;
  moneyFlowId: number;
  deviceId: number;
  smsId: number;
  staffId: number;
}

/** What a call is made with: the target gym's records, the caller, and fresh records on demand. */
interface CallContext {
  gym: GymRecords;
  caller: Account;
  meet: { id: number; platformId: number };
  fresh: Fresh;
}

interface Request {
  path: string;
  body?: unknown;
}

const TODAY = '2026-11-26';
let billNumber = 0;
const nextBill = () => `RM-${++billNumber}`;

/** Records made by the owner for a call that uses one up (a delete) or needs one of its own. */
class Fresh {
  private readonly server: TestServer;
  private readonly owner: Account;

  constructor(server: TestServer, owner: Account) {
    this.server = server;
    this.owner = owner;
  }

  async call(method: string, path: string, body?: unknown): Promise<TestAnswer> {
    const answer = await this.server.call(method, path, { token: this.owner.token, body });
    if (answer.status >= 300)
      throw new Error(`${method} ${path}: ${answer.status} ${JSON.stringify(answer.body)}`);
    return answer;
  }

  /** An open payment link (eSewa, which the gyms offer) for a fresh unpaid invoice (issue 28). */
  async paymentLink(gymId: number, planId: number): Promise<number> {
    const invoiceId = await this.invoice(gymId, planId);
    const link = await this.call('POST', `/api/invoices/${invoiceId}/payment-links`, {
      gateway: 'ESEWA',
      sendBySms: false,
    });
    return link.body.id;
  }

  /** An uploaded import of two clients, waiting for its preview (issue 29). */
  async importJob(gymId: number): Promise<number> {
    const file = Buffer.from(
      `Name,Phone\nImported ${++serial},98410${String(serial).padStart(5, '0')}\n`,
      'utf8',
    );
    const form = multipartForm({ file, fileName: 'members.csv' });
    return (await this.call('POST', `/api/imports/clients/gyms/${gymId}`, form)).body.id;
  }

  async client(gymId: number): Promise<number> {
    const form = multipartForm({
      gymId,
      name: 'Matrix Client',
      phone: '9841000000',
      gender: 'FEMALE',
      membershipEndDate: '2099-12-31',
    });
    return (await this.call('POST', '/api/clients', form)).body.id;
  }

  async invoice(gymId: number, planId: number, clientId?: number): Promise<number> {
    const body = {
      clientId: clientId ?? (await this.client(gymId)),
      pricingPlanId: planId,
      membershipStartDate: TODAY,
      membershipEndDate: '2026-12-25',
      totalAmount: 2500,
      discountedAmount: 2500,
    };
    return (await this.call('POST', '/api/invoices', body)).body.id;
  }

  async payment(invoiceId: number): Promise<number> {
    const body = { invoiceId, billNo: nextBill(), amount: 100, paymentDate: TODAY, paymentType: 'CASH' };
    return (await this.call('POST', '/api/payments', body)).body.id;
  }

  async moneyFlow(gymId: number): Promise<number> {
    return (await this.call('POST', '/api/moneyflows', moneyFlowBody(gymId))).body.id;
  }

  async device(gymId: number): Promise<number> {
    return (await this.call('POST', '/api/access-control-devices', deviceBody(gymId))).body.id;
  }

  async staff(gymId: number): Promise<number> {
    const body = { name: 'Waiting Person', phone: freshPhone(), role: 'TRAINER', gymIds: [gymId] };
    return (await this.call('POST', '/api/staff', body)).body.id;
  }

  async freeze(gymId: number): Promise<{ clientId: number; freezeId: number }> {
    const clientId = await this.client(gymId);
    const freeze = await this.call('POST', `/api/clients/${clientId}/freezes`, { startDate: TODAY, days: 5 });
    return { clientId, freezeId: freeze.body.id };
  }
}

let serial = 0;
const deviceBody = (gymId: number) => ({
  gymId,
  deviceName: 'k40 pro',
  door: 'Main door',
  serialNumber: `MATRIX${++serial}`,
});
const moneyFlowBody = (gymId: number) => ({
  gymId,
  billNo: nextBill(),
  transactionDate: `${TODAY}T10:00`,
  transactionType: 'EXPENSE',
  tags: ['Rent'],
  amount: 100,
  description: null,
});
const planBody = {
  planName: 'Matrix plan',
  monthlyPrice: 2500,
  threeMonthPrice: 7000,
  sixMonthPrice: 13000,
  twelveMonthPrice: 24000,
};
const month = 'month=11&year=2026';

/** One request per operation of the contract; a missing one fails the test. */
const REQUESTS: Record<Operation, (c: CallContext) => Request | Promise<Request>> = {
  'get /healthz': () => ({ path: '/healthz' }),
  'get /readyz': () => ({ path: '/readyz' }),
  'post /api/auth/authenticate/store': (c) => ({
    path: '/api/auth/authenticate/store',
    body: { phone: c.caller.phone, password: c.caller.password },
  }),
  'post /api/auth/authenticate/admin': (c) => ({
    path: '/api/auth/authenticate/admin',
    body: { phone: c.caller.phone, password: c.caller.password },
  }),
  'post /api/auth/register': () => ({
    path: '/api/auth/register',
    body: {
      name: 'New Owner',
      phone: freshPhone(),
      password: 'correct-horse-9',
      address: 'Patan',
      district: 'Lalitpur',
    },
  }),
  'post /api/auth/password-reset/code': () => ({
    path: '/api/auth/password-reset/code',
    body: { phone: freshPhone() },
  }),
  'post /api/auth/password-reset': () => ({
    path: '/api/auth/password-reset',
    body: { phone: freshPhone(), code: '000000', newPassword: 'another-pass-1' },
  }),
  'get /api/support-contact': () => ({ path: '/api/support-contact' }),
  'get /api/enums/user-role': () => ({ path: '/api/enums/user-role' }),
  'get /api/enums/district': () => ({ path: '/api/enums/district' }),
  'get /api/enums/payment-type': () => ({ path: '/api/enums/payment-type' }),
  'get /api/enums/payment-status': () => ({ path: '/api/enums/payment-status' }),
  'get /public/api/judge/combined-data': (c) => ({
    path: `/public/api/judge/combined-data?platformId=${c.meet.platformId}`,
  }),
  // An id the contract refuses: a stream, even of a platform not found, stays open.
  'get /public/api/judge/platforms/{platformId}/events': () => ({
    path: '/public/api/judge/platforms/0/events',
  }),
  'get /public/api/judge/meets/{meetSlug}': () => ({ path: '/public/api/judge/meets/no-such-meet' }),
  'get /api/judge/meets': () => ({ path: '/api/judge/meets' }),
  'post /api/judge/meets': () => ({
    path: '/api/judge/meets',
    body: { name: 'Matrix meet', platformCount: 1 },
  }),
  'get /api/judge/meets/{meetId}': (c) => ({ path: `/api/judge/meets/${c.meet.id}` }),
  'put /api/judge/meets/{meetId}': (c) => ({
    path: `/api/judge/meets/${c.meet.id}`,
    body: { name: 'Matrix meet', platformCount: 1 },
  }),
  'delete /api/judge/meets/{meetId}': async (c) => {
    const meet = await c.fresh.call('POST', '/api/judge/meets', { name: 'Gone', platformCount: 1 });
    // The caller's own meet, made with the caller's token below.
    return { path: `/api/judge/meets/${meet.body.id}` };
  },
  'put /api/judge/meets/{meetId}/live': (c) => ({
    path: `/api/judge/meets/${c.meet.id}/live`,
    body: { live: false },
  }),
  'post /api/judge/meets/{meetId}/renew-codes': (c) => ({
    path: `/api/judge/meets/${c.meet.id}/renew-codes`,
  }),
  'put /api/judge/meets/{meetId}/platforms/{platformNumber}/combined-data': (c) => ({
    path: `/api/judge/meets/${c.meet.id}/platforms/1/combined-data`,
    body: {},
  }),
  'get /api/judge/platforms/{platformId}': (c) => ({ path: `/api/judge/platforms/${c.meet.platformId}` }),
  'put /api/judge/platforms/{platformId}/current': (c) => ({
    path: `/api/judge/platforms/${c.meet.platformId}/current`,
    body: { lift: 'SQUAT' },
  }),
  'put /api/judge/platforms/{platformId}/attempts/{lift}/{attempt}': (c) => ({
    path: `/api/judge/platforms/${c.meet.platformId}/attempts/SQUAT/1`,
    body: {},
  }),
  'delete /api/judge/platforms/{platformId}/referee-locks': (c) => ({
    path: `/api/judge/platforms/${c.meet.platformId}/referee-locks`,
  }),
  'get /api/judge/platforms/{platformId}/referee-view': (c) => ({
    path: `/api/judge/platforms/${c.meet.platformId}/referee-view`,
  }),
  'post /api/judge/platforms/{platformId}/decisions': (c) => ({
    path: `/api/judge/platforms/${c.meet.platformId}/decisions`,
    body: {},
  }),
  'get /api/gyms/users/{userId}': (c) => ({ path: `/api/gyms/users/${c.caller.id}` }),
  'get /api/gyms/search': () => ({ path: '/api/gyms/search' }),
  'post /api/gyms': () => ({
    path: '/api/gyms',
    body: multipartForm({ gymName: 'Own Gym', contactNumber: '9800000000' }),
  }),
  'get /api/gyms/{id}': (c) => ({ path: `/api/gyms/${c.gym.gymId}` }),
  'put /api/gyms/{id}': (c) => ({
    path: `/api/gyms/${c.gym.gymId}`,
    body: multipartForm({ gymName: 'Matrix Gym', contactNumber: '9800000000' }),
  }),
  'delete /api/gyms/{id}': (c) => ({ path: `/api/gyms/${c.gym.gymId}` }),
  'get /api/users': () => ({ path: '/api/users' }),
  'get /api/users/{id}': (c) => ({ path: `/api/users/${c.caller.id}` }),
  'put /api/users/{id}': (c) => ({ path: `/api/users/${c.caller.id}`, body: {} }),
  'delete /api/users/{id}': (c) => ({ path: `/api/users/${c.caller.id}` }),
  'put /api/users/{userId}/change-password': (c) => ({
    path: `/api/users/${c.caller.id}/change-password`,
    body: { oldPassword: 'not-the-password', newPassword: 'another-pass-1' },
  }),
  'get /api/users/{userId}/total-sms': (c) => ({ path: `/api/users/${c.caller.id}/total-sms` }),
  'get /api/admin/summary': () => ({ path: '/api/admin/summary' }),
  'get /api/admin/local-sms': () => ({ path: '/api/admin/local-sms' }),
  'get /api/admin/gyms': () => ({ path: '/api/admin/gyms' }),
  'get /api/staff/mine': () => ({ path: '/api/staff/mine' }),
  'get /api/staff/gyms/{gymId}': (c) => ({ path: `/api/staff/gyms/${c.gym.gymId}` }),
  'post /api/staff': (c) => ({
    path: '/api/staff',
    body: { name: 'New Person', phone: freshPhone(), role: 'TRAINER', gymIds: [c.gym.gymId] },
  }),
  'put /api/staff/{id}': (c) => ({
    path: `/api/staff/${c.gym.staffId}`,
    body: { role: 'TRAINER', gymIds: [c.gym.gymId] },
  }),
  'delete /api/staff/{id}': async (c) => ({ path: `/api/staff/${await c.fresh.staff(c.gym.gymId)}` }),
  'get /api/clients/gyms/{gymId}': (c) => ({ path: `/api/clients/gyms/${c.gym.gymId}` }),
  'get /api/expired-clients/gyms/{gymId}': (c) => ({ path: `/api/expired-clients/gyms/${c.gym.gymId}` }),
  'post /api/clients': (c) => ({
    path: '/api/clients',
    body: multipartForm({ gymId: c.gym.gymId, name: 'Walk In', phone: '9841000001', gender: 'MALE' }),
  }),
  'get /api/clients/{id}': (c) => ({ path: `/api/clients/${c.gym.clientId}` }),
  'put /api/clients/{id}': (c) => ({
    path: `/api/clients/${c.gym.clientId}`,
    body: multipartForm({ gymId: c.gym.gymId, name: 'Matrix Client', phone: '9841000000', gender: 'FEMALE' }),
  }),
  'delete /api/clients/{id}': async (c) => ({ path: `/api/clients/${await c.fresh.client(c.gym.gymId)}` }),
  'post /api/clients/{id}/set-inactive': async (c) => ({
    path: `/api/clients/${await c.fresh.client(c.gym.gymId)}/set-inactive`,
  }),
  'get /api/clients/{id}/freezes': (c) => ({ path: `/api/clients/${c.gym.clientId}/freezes` }),
  'post /api/clients/{id}/freezes': async (c) => ({
    path: `/api/clients/${await c.fresh.client(c.gym.gymId)}/freezes`,
    body: { startDate: TODAY, days: 5 },
  }),
  'get /api/clients/{id}/freeze-allowance': (c) => ({
    path: `/api/clients/${c.gym.clientId}/freeze-allowance?startDate=${TODAY}`,
  }),
  'get /api/freezes/gyms/{gymId}/settings': (c) => ({ path: `/api/freezes/gyms/${c.gym.gymId}/settings` }),
  'put /api/freezes/gyms/{gymId}/settings': (c) => ({
    path: `/api/freezes/gyms/${c.gym.gymId}/settings`,
    body: { endOnPunchIn: false },
  }),
  'post /api/clients/{id}/freezes/{freezeId}/end': async (c) => {
    const { clientId, freezeId } = await c.fresh.freeze(c.gym.gymId);
    return { path: `/api/clients/${clientId}/freezes/${freezeId}/end` };
  },
  'get /api/activity/gyms/{gymId}': (c) => ({ path: `/api/activity/gyms/${c.gym.gymId}` }),
  'get /api/clients/{id}/activity': (c) => ({ path: `/api/clients/${c.gym.clientId}/activity` }),
  'get /api/dashboard-cards/{gymId}': (c) => ({ path: `/api/dashboard-cards/${c.gym.gymId}` }),
  'get /api/dashboard-monthly-payments/{gymId}': (c) => ({
    path: `/api/dashboard-monthly-payments/${c.gym.gymId}`,
  }),
  'get /api/dashboard-financial-summary/{gymId}': (c) => ({
    path: `/api/dashboard-financial-summary/${c.gym.gymId}`,
  }),
  'get /api/moneyflows/gym/{gymId}': (c) => ({ path: `/api/moneyflows/gym/${c.gym.gymId}` }),
  'get /api/moneyflows/gym/{gymId}/tags': (c) => ({ path: `/api/moneyflows/gym/${c.gym.gymId}/tags` }),
  'get /api/moneyflows/gym/{gymId}/analytics': (c) => ({
    path: `/api/moneyflows/gym/${c.gym.gymId}/analytics`,
  }),
  'get /api/moneyflows/gym/{gymId}/search': (c) => ({ path: `/api/moneyflows/gym/${c.gym.gymId}/search` }),
  'get /api/moneyflows/distribution': (c) => ({ path: `/api/moneyflows/distribution?gymId=${c.gym.gymId}` }),
  'get /api/moneyflows/basic-info': (c) => ({ path: `/api/moneyflows/basic-info?gymId=${c.gym.gymId}` }),
  'get /api/moneyflows/aggregated-report': (c) => ({
    path: `/api/moneyflows/aggregated-report?gymId=${c.gym.gymId}`,
  }),
  'post /api/moneyflows': (c) => ({ path: '/api/moneyflows', body: moneyFlowBody(c.gym.gymId) }),
  'get /api/moneyflows/{id}': (c) => ({ path: `/api/moneyflows/${c.gym.moneyFlowId}` }),
  'put /api/moneyflows/{id}': (c) => ({
    path: `/api/moneyflows/${c.gym.moneyFlowId}`,
    body: moneyFlowBody(c.gym.gymId),
  }),
  'delete /api/moneyflows/{id}': async (c) => ({
    path: `/api/moneyflows/${await c.fresh.moneyFlow(c.gym.gymId)}`,
  }),
  'get /api/pricing-plans/gyms/{gymId}': (c) => ({ path: `/api/pricing-plans/gyms/${c.gym.gymId}` }),
  'post /api/pricing-plans/gyms/{gymId}': (c) => ({
    path: `/api/pricing-plans/gyms/${c.gym.gymId}`,
    body: { ...planBody, planName: `Plan ${freshPhone()}` },
  }),
  'get /api/pricing-plans/{planId}': (c) => ({ path: `/api/pricing-plans/${c.gym.planId}` }),
  'put /api/pricing-plans/{planId}': (c) => ({ path: `/api/pricing-plans/${c.gym.planId}`, body: planBody }),
  'delete /api/pricing-plans/{planId}/gyms/{gymId}': async (c) => {
    const plan = await c.fresh.call('POST', `/api/pricing-plans/gyms/${c.gym.gymId}`, {
      ...planBody,
      planName: `Plan ${freshPhone()}`,
    });
    return { path: `/api/pricing-plans/${plan.body.id}/gyms/${c.gym.gymId}` };
  },
  'get /api/access-control-devices/gyms/{gymId}': (c) => ({
    path: `/api/access-control-devices/gyms/${c.gym.gymId}`,
  }),
  'get /api/access-control-devices/client/{clientId}': (c) => ({
    path: `/api/access-control-devices/client/${c.gym.clientId}`,
  }),
  'post /api/access-control-devices': (c) => ({
    path: '/api/access-control-devices',
    body: deviceBody(c.gym.gymId),
  }),
  'get /api/access-control-devices/{id}': (c) => ({ path: `/api/access-control-devices/${c.gym.deviceId}` }),
  'put /api/access-control-devices/{id}': async (c) => {
    const id = await c.fresh.device(c.gym.gymId);
    return { path: `/api/access-control-devices/${id}`, body: deviceBody(c.gym.gymId) };
  },
  'delete /api/access-control-devices/{id}': async (c) => ({
    path: `/api/access-control-devices/${await c.fresh.device(c.gym.gymId)}`,
  }),
  'post /api/access-control-devices/{deviceId}/add-all-clients': (c) => ({
    path: `/api/access-control-devices/${c.gym.deviceId}/add-all-clients`,
  }),
  'post /api/access-control-devices/{deviceId}/add-clients': (c) => ({
    path: `/api/access-control-devices/${c.gym.deviceId}/add-clients`,
    body: [c.gym.clientId],
  }),
  'delete /api/access-control-devices/{deviceId}/remove-clients': (c) => ({
    path: `/api/access-control-devices/${c.gym.deviceId}/remove-clients`,
    body: [c.gym.clientId],
  }),
  'get /api/access-control-devices/{deviceId}/commands': (c) => ({
    path: `/api/access-control-devices/${c.gym.deviceId}/commands`,
  }),
  'post /api/access-control-devices/{deviceId}/remote-card-client/{clientId}': (c) => ({
    path: `/api/access-control-devices/${c.gym.deviceId}/remote-card-client/${c.gym.clientId}`,
  }),
  'post /api/access-control-devices/{deviceId}/remote-fingerprint-client/{clientId}': (c) => ({
    path: `/api/access-control-devices/${c.gym.deviceId}/remote-fingerprint-client/${c.gym.clientId}`,
  }),
  'get /api/invoices/clients/{clientId}/latest-membership-end-date': (c) => ({
    path: `/api/invoices/clients/${c.gym.clientId}/latest-membership-end-date`,
  }),
  'get /api/invoices/clients/{clientId}': (c) => ({ path: `/api/invoices/clients/${c.gym.clientId}` }),
  'get /api/invoices': (c) => ({ path: `/api/invoices?gymId=${c.gym.gymId}` }),
  'post /api/invoices': async (c) => ({
    path: '/api/invoices',
    body: {
      clientId: await c.fresh.client(c.gym.gymId),
      pricingPlanId: c.gym.planId,
      membershipStartDate: TODAY,
      membershipEndDate: '2026-12-25',
      totalAmount: 2500,
      discountedAmount: 2500,
    },
  }),
  'get /api/invoices/{id}': (c) => ({ path: `/api/invoices/${c.gym.invoiceId}` }),
  'put /api/invoices/{id}': async (c) => {
    const clientId = await c.fresh.client(c.gym.gymId);
    const id = await c.fresh.invoice(c.gym.gymId, c.gym.planId, clientId);
    return {
      path: `/api/invoices/${id}`,
      body: {
        clientId,
        pricingPlanId: c.gym.planId,
        membershipStartDate: TODAY,
        membershipEndDate: '2026-12-25',
        totalAmount: 2500,
        discountedAmount: 2400,
      },
    };
  },
  'delete /api/invoices/{id}': async (c) => ({
    path: `/api/invoices/${await c.fresh.invoice(c.gym.gymId, c.gym.planId)}`,
  }),
  'get /api/payments': (c) => ({ path: `/api/payments?invoiceId=${c.gym.invoiceId}` }),
  'post /api/payments': (c) => ({
    path: '/api/payments',
    body: {
      invoiceId: c.gym.invoiceId,
      billNo: nextBill(),
      amount: 1,
      paymentDate: TODAY,
      paymentType: 'CASH',
    },
  }),
  'get /api/payments/{id}': (c) => ({ path: `/api/payments/${c.gym.paymentId}` }),
  'put /api/payments/{id}': (c) => ({
    path: `/api/payments/${c.gym.paymentId}`,
    body: {
      invoiceId: c.gym.invoiceId,
      billNo: nextBill(),
      amount: 100,
      paymentDate: TODAY,
      paymentType: 'CASH',
    },
  }),
  'delete /api/payments/{id}': async (c) => ({
    path: `/api/payments/${await c.fresh.payment(c.gym.invoiceId)}`,
  }),
  'get /api/payments/{id}/receipt': (c) => ({ path: `/api/payments/${c.gym.paymentId}/receipt` }),
  'post /api/payments/{id}/receipt/sms': async (c) => ({
    path: `/api/payments/${await c.fresh.payment(c.gym.invoiceId)}/receipt/sms`,
  }),
  'get /api/dues/gyms/{gymId}': (c) => ({ path: `/api/dues/gyms/${c.gym.gymId}` }),
  'get /api/dues/gyms/{gymId}/stop-on-owe': (c) => ({ path: `/api/dues/gyms/${c.gym.gymId}/stop-on-owe` }),
  'put /api/dues/gyms/{gymId}/stop-on-owe': (c) => ({
    path: `/api/dues/gyms/${c.gym.gymId}/stop-on-owe`,
    body: { enabled: false, amount: null, days: null },
  }),
  'get /api/dues/clients/{clientId}': (c) => ({ path: `/api/dues/clients/${c.gym.clientId}` }),
  'post /api/dues/invoices/{id}/reminder': (c) => ({
    path: `/api/dues/invoices/${c.gym.invoiceId}/reminder`,
  }),
  'get /api/sms/gyms/{gymId}': (c) => ({ path: `/api/sms/gyms/${c.gym.gymId}` }),
  'get /api/sms/gyms/{gymId}/monthly-count': (c) => ({ path: `/api/sms/gyms/${c.gym.gymId}/monthly-count` }),
  'post /api/sms/send': (c) => ({
    path: '/api/sms/send',
    body: { smsContent: 'See you today', gymId: c.gym.gymId, phoneNumbers: '9841000000' },
  }),
  'post /api/sms/quote': (c) => ({
    path: '/api/sms/quote',
    body: { smsContent: 'See you today', gymId: c.gym.gymId, phoneNumbers: '9841000000' },
  }),
  'get /api/sms/{id}': (c) => ({ path: `/api/sms/${c.gym.smsId}` }),
  'post /api/sms/{id}/resend': (c) => ({ path: `/api/sms/${c.gym.smsId}/resend` }),
  'get /api/gyms-sms-settings/{id}': (c) => ({ path: `/api/gyms-sms-settings/${c.gym.gymId}` }),
  'put /api/gyms-sms-settings/{id}': async (c) => {
    const saved = await c.fresh.call('GET', `/api/gyms-sms-settings/${c.gym.gymId}`);
    return {
      path: `/api/gyms-sms-settings/${c.gym.gymId}`,
      body: { id: c.gym.gymId, userSMSSetting: saved.body },
    };
  },
  'get /api/attendance/client/total-days': (c) => ({
    path: `/api/attendance/client/total-days?clientId=${c.gym.clientId}&${month}`,
  }),
  'get /api/attendance/client/in-out': (c) => ({
    path: `/api/attendance/client/in-out?clientId=${c.gym.clientId}&${month}`,
  }),
  'get /api/attendance/gym/total-clients-in': (c) => ({
    path: `/api/attendance/gym/total-clients-in?gymId=${c.gym.gymId}&${month}`,
  }),
  'get /api/attendance/gym/most-traffic-day': (c) => ({
    path: `/api/attendance/gym/most-traffic-day?gymId=${c.gym.gymId}`,
  }),
  'get /api/attendance/gym/most-traffic-time': (c) => ({
    path: `/api/attendance/gym/most-traffic-time?gymId=${c.gym.gymId}&day=MONDAY`,
  }),
  'get /api/attendance/client/last-12-months': (c) => ({
    path: `/api/attendance/client/last-12-months?clientId=${c.gym.clientId}`,
  }),
  'get /api/gyms/{gymId}/payment-gateways': (c) => ({ path: `/api/gyms/${c.gym.gymId}/payment-gateways` }),
  'put /api/gyms/{gymId}/payment-gateways/{gateway}': (c) => ({
    path: `/api/gyms/${c.gym.gymId}/payment-gateways/ESEWA`,
    body: { enabled: true, credentials: {} },
  }),
  'get /api/invoices/{id}/payment-links': (c) => ({ path: `/api/invoices/${c.gym.invoiceId}/payment-links` }),
  'post /api/invoices/{id}/payment-links': async (c) => ({
    path: `/api/invoices/${await c.fresh.invoice(c.gym.gymId, c.gym.planId)}/payment-links`,
    body: { gateway: 'ESEWA', sendBySms: false },
  }),
  'post /api/payment-links/{id}/cancel': async (c) => ({
    path: `/api/payment-links/${await c.fresh.paymentLink(c.gym.gymId, c.gym.planId)}/cancel`,
  }),
  // A cancelled link: its check answers from the link alone, without asking the gateway.
  'post /api/payment-links/{id}/check': async (c) => {
    const id = await c.fresh.paymentLink(c.gym.gymId, c.gym.planId);
    await c.fresh.call('POST', `/api/payment-links/${id}/cancel`);
    return { path: `/api/payment-links/${id}/check` };
  },
  'get /api/exports/clients/gyms/{gymId}': (c) => ({ path: `/api/exports/clients/gyms/${c.gym.gymId}` }),
  'get /api/exports/invoices': (c) => ({ path: `/api/exports/invoices?gymId=${c.gym.gymId}` }),
  'get /api/exports/payments': (c) => ({ path: `/api/exports/payments?invoiceId=${c.gym.invoiceId}` }),
  'get /api/exports/moneyflows/gym/{gymId}': (c) => ({ path: `/api/exports/moneyflows/gym/${c.gym.gymId}` }),
  'get /api/exports/attendance/client': (c) => ({
    path: `/api/exports/attendance/client?clientId=${c.gym.clientId}&${month}`,
  }),
  'get /api/exports/sms/gyms/{gymId}': (c) => ({ path: `/api/exports/sms/gyms/${c.gym.gymId}` }),
  'get /api/exports/gyms/{gymId}/everything': (c) => ({
    path: `/api/exports/gyms/${c.gym.gymId}/everything`,
  }),
  'post /api/imports/clients/gyms/{gymId}': (c) => ({
    path: `/api/imports/clients/gyms/${c.gym.gymId}`,
    body: multipartForm({
      file: Buffer.from('Name,Phone\nA Member,9841000001\n', 'utf8'),
      fileName: 'a.csv',
    }),
  }),
  'get /api/imports/{id}': async (c) => ({ path: `/api/imports/${await c.fresh.importJob(c.gym.gymId)}` }),
  'delete /api/imports/{id}': async (c) => ({ path: `/api/imports/${await c.fresh.importJob(c.gym.gymId)}` }),
  'post /api/imports/{id}/preview': async (c) => ({
    path: `/api/imports/${await c.fresh.importJob(c.gym.gymId)}/preview`,
    body: { mapping: { name: 0, phone: 1 } },
  }),
  'post /api/imports/{id}/start': async (c) => ({
    path: `/api/imports/${await c.fresh.importJob(c.gym.gymId)}/start`,
    body: { mapping: { name: 0, phone: 1 } },
  }),
};

const ROLES = ['OWNER', 'MANAGER', 'FRONT_DESK', 'TRAINER'] as const;
type Role = (typeof ROLES)[number];

/** What the declaration says of a call by a role on a gym it holds (assigned) or not. */
function expected(
  role: Role,
  operation: Operation,
  assigned: boolean,
): 'allowed' | 'denied' | 'hidden' | 'admin' | 'unchecked' {
  const permission = permissionByOperation[operation];
  if (permission === 'platform.admin') return 'admin';
  // public and account: no role is asked; the operation's own rules (a referee code, one's own meet)
  // are their own tests'.
  if (!(GYM_PERMISSIONS as readonly string[]).includes(permission)) return 'unchecked';
  if (role === 'OWNER') return 'allowed';
  if (!assigned) return 'hidden';
  return (ROLE_PERMISSIONS[role] as readonly string[]).includes(permission as GymPermission)
    ? 'allowed'
    : 'denied';
}

describe.each(backends)('the role matrix on %s', (backend) => {
  let server: TestServer;
  let owner: Account;
  const callers = {} as Record<Role, Account>;
  const meets = {} as Record<Role, { id: number; platformId: number }>;
  let assigned: GymRecords;
  let unassigned: GymRecords;
  let fresh: Fresh;

  /** One gym of the owner with one of each record the calls aim at. */
  async function gymWithRecords(gymId: number): Promise<GymRecords> {
    const planId = await addPricingPlan(server, owner.token, gymId);
    // The gym offers eSewa (the payment links' calls need a gateway it offers).
    await fresh.call('PUT', `/api/gyms/${gymId}/payment-gateways/ESEWA`, {
      enabled: true,
      credentials: { productCode: 'EPAYTEST', secretKey: '8gBm/:&EnhH.1/q' },
    });
    const clientId = await fresh.client(gymId);
    const invoiceId = await fresh.invoice(gymId, planId, clientId);
    const sms = await fresh.call('POST', '/api/sms/send', {
      smsContent: 'Welcome',
      gymId,
      phoneNumbers: '9841000000',
    });
    const smsList = await fresh.call('GET', `/api/sms/gyms/${gymId}`);
    expect(sms.body.sent).toBe(1);
    return {
      gymId,
      clientId,
      invoiceId,
      paymentId: await fresh.payment(invoiceId),
      planId,
      moneyFlowId: await fresh.moneyFlow(gymId),
      deviceId: await fresh.device(gymId),
      smsId: smsList.body.content[0].id,
      staffId: await fresh.staff(gymId),
    };
  }

  beforeAll(async () => {
    server = await startTestServer(backend);
    const first = await addOwnerWithGym(server, 'Matrix Owner', 'Branch A', 1_000_000);
    owner = first.owner;
    fresh = new Fresh(server, owner);
    const second = await fresh.call(
      'POST',
      '/api/gyms',
      multipartForm({ gymName: 'Branch B', contactNumber: '9800000000' }),
    );
    assigned = await gymWithRecords(first.gymId);
    unassigned = await gymWithRecords(second.body.id);
    callers.OWNER = owner;
    for (const role of ['MANAGER', 'FRONT_DESK', 'TRAINER'] as const) {
      callers[role] = await invitedStaff(server, owner, role as StaffRoleName, [assigned.gymId]);
    }
    for (const role of ROLES) {
      const meet = await server.call('POST', '/api/judge/meets', {
        token: callers[role].token,
        body: { name: `${role} meet`, platformCount: 1 },
      });
      meets[role] = { id: meet.body.id, platformId: meet.body.platforms[0].platformId };
    }
  }, 120_000);
  afterAll(() => server?.close());

  it('has a request for every operation of the contract', () => {
    expect(Object.keys(REQUESTS).sort()).toEqual(Object.keys(permissionByOperation).sort());
  });

  // The gym's deletion last: every other call aims at the gyms it would remove.
  const operations = (Object.keys(permissionByOperation) as Operation[]).sort(
    (a, b) => Number(a === 'delete /api/gyms/{id}') - Number(b === 'delete /api/gyms/{id}'),
  );

  it.each(ROLES)(
    '%s: every operation as the declaration says',
    async (role) => {
      const mismatches: string[] = [];
      for (const operation of operations) {
        for (const isAssigned of role === 'OWNER' ? [false, true] : [true, false]) {
          // The owner's deletion of a gym goes to a gym of its own, made for it.
          const gym =
            operation === 'delete /api/gyms/{id}' && role === 'OWNER'
              ? {
                  ...assigned,
                  gymId: (
                    await fresh.call(
                      'POST',
                      '/api/gyms',
                      multipartForm({ gymName: 'Gone', contactNumber: '9800000000' }),
                    )
                  ).body.id,
                }
              : isAssigned
                ? assigned
                : unassigned;
          const caller = callers[role];
          const context: CallContext = {
            gym,
            caller,
            meet: meets[role],
            fresh: operation === 'delete /api/judge/meets/{meetId}' ? new Fresh(server, caller) : fresh,
          };
          const request = await REQUESTS[operation](context);
          const [method = '', ,] = operation.split(' ');
          const answer = await server.call(method.toUpperCase(), request.path, {
            token: caller.token,
            body: request.body,
          });
          const want = expected(role, operation, isAssigned);
          const permission = permissionByOperation[operation];
          const got = `${answer.status} ${answer.body?.code ?? ''}`;
          const ok =
            want === 'admin'
              ? answer.status === 403
              : want === 'denied'
                ? answer.status === 403 &&
                  answer.body?.code === 'PERMISSION_DENIED' &&
                  String(answer.body?.message).includes(`(${permission})`)
                : want === 'hidden'
                  ? answer.status === 404
                  : want === 'unchecked'
                    ? answer.status < 500 &&
                      !['PERMISSION_DENIED', 'NOT_VERIFIED'].includes(answer.body?.code)
                    : // Allowed: past the guard, and a valid request (no 400) that its rules accept, or
                      // refuse as a conflict (a message that did not fail sent again).
                      answer.status < 300 || answer.status === 409;
          if (!ok) {
            mismatches.push(
              `${operation} (${permission}) on ${isAssigned ? 'assigned' : 'unassigned'} gym: want ${want}, got ${got} ${JSON.stringify(answer.body?.message ?? '')}`,
            );
          }
        }
      }
      expect(mismatches).toEqual([]);
    },
    240_000,
  );
});
