import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payhereNotifySignature } from '../src/payment-gateways/payhere.ts';
import { eventsOfLink } from '../src/payment-links/queries.ts';
import { todayIn } from '../src/time.ts';
import { type Account, registerOwner } from './support/accounts.ts';
import { backends } from './support/backends.ts';
import { fakePaymentGateways, TEST_CREDENTIALS } from './support/fake-payment-gateways.ts';
import { addOwnerWithGym, addPricingPlan } from './support/fixtures.ts';
import { multipartForm } from './support/forms.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

type Gateway = keyof typeof TEST_CREDENTIALS;

describe.each(backends)('payment links on %s', (backend) => {
  const fakes = fakePaymentGateways();
  let server: TestServer;
  let owner: Account;
  let stranger: Account;
  /** One gym per currency: Nepal (eSewa, Khalti), Sri Lanka (PayHere), India (Razorpay). */
  const gyms: Record<'NPR' | 'LKR' | 'INR', { id: number; planId: number }> = {
    NPR: { id: 0, planId: 0 },
    LKR: { id: 0, planId: 0 },
    INR: { id: 0, planId: 0 },
  };
  const today = todayIn('Asia/Kathmandu');

  const as = (account: Account) => (method: string, path: string, body?: unknown) =>
    server.call(method, path, { token: account.token, body });
  const api = (method: string, path: string, body?: unknown) => as(owner)(method, path, body);
  const gymOf: Record<Gateway, keyof typeof gyms> = {
    ESEWA: 'NPR',
    KHALTI: 'NPR',
    PAYHERE: 'LKR',
    RAZORPAY: 'INR',
  };

  let clients = 0;
  const invoiceFor = async (currency: keyof typeof gyms, amount = 1500) => {
    const gym = gyms[currency];
    const client = await api(
      'POST',
      '/api/clients',
      multipartForm({
        gymId: gym.id,
        name: `Member ${++clients}`,
        phone: `98410000${String(clients).padStart(2, '0')}`,
        gender: 'MALE',
      }),
    );
    const invoice = await api('POST', '/api/invoices', {
      clientId: client.body.id,
      pricingPlanId: gym.planId,
      membershipStartDate: today,
      membershipEndDate: '2099-12-31',
      totalAmount: amount,
      discountedAmount: amount,
    });
    expect(invoice.status).toBe(201);
    return { invoiceId: invoice.body.id as number, clientId: client.body.id as number };
  };
  const offer = (gateway: Gateway, enabled = true) =>
    api('PUT', `/api/gyms/${gyms[gymOf[gateway]].id}/payment-gateways/${gateway}`, {
      enabled,
      credentials: TEST_CREDENTIALS[gateway],
    });
  const newLink = async (invoiceId: number, gateway: Gateway, sendBySms = false) => {
    const link = await api('POST', `/api/invoices/${invoiceId}/payment-links`, { gateway, sendBySms });
    expect(link.status).toBe(201);
    return link.body as { id: number; url: string; amount: number; status: string };
  };
  const referenceOf = (link: { url: string }) => link.url.split('/pay/')[1] ?? '';
  const visit = (path: string, init: RequestInit = {}) =>
    fetch(`${server.url}${path}`, { redirect: 'manual', ...init });
  const invoice = async (id: number) => (await api('GET', `/api/invoices/${id}`)).body;
  const paymentsOf = (invoiceId: number) =>
    server.db.query<{
      id: number;
      amount: string;
      payment_type: string;
      created_by: number | null;
      bill_no: string;
    }>('SELECT id, amount, payment_type, created_by, bill_no FROM payments WHERE invoice_id = $1', [
      invoiceId,
    ]);
  const receiptsTo = (clientId: number) =>
    server.db.query<{ content: string }>(
      "SELECT content FROM sms_messages WHERE client_id = $1 AND reminder_reason = 'PAYMENT_RECEIVED'",
      [clientId],
    );
  const outcomes = async (linkId: number) =>
    (await eventsOfLink(server.db, linkId)).map((event) => event.outcome);

  beforeAll(async () => {
    const gatewayUrls = await fakes.start();
    server = await startTestServer(backend, { gatewayUrls });
    const nepal = await addOwnerWithGym(server, 'Online Owner', 'Everest Gym', 100);
    owner = nepal.owner;
    gyms.NPR.id = nepal.gymId;
    stranger = await registerOwner(server, 'Stranger');
    for (const currency of ['LKR', 'INR'] as const) {
      const gym = await api(
        'POST',
        '/api/gyms',
        multipartForm({ gymName: `${currency} Gym`, contactNumber: '9800000000' }),
      );
      gyms[currency].id = gym.body.id;
      await server.db.query('UPDATE gyms SET currency = $1 WHERE id = $2', [currency, gym.body.id]);
    }
    for (const gym of Object.values(gyms)) gym.planId = await addPricingPlan(server, owner.token, gym.id);
    for (const gateway of Object.keys(TEST_CREDENTIALS) as Gateway[])
      expect((await offer(gateway)).status).toBe(200);
  });
  afterAll(async () => {
    await server?.close();
    await fakes.close();
  });

  describe('gateway settings', () => {
    it('lists every gateway: those offered, and which credentials are set', async () => {
      const list = await api('GET', `/api/gyms/${gyms.LKR.id}/payment-gateways`);
      expect(list.status).toBe(200);
      expect(list.body.map((g: { gateway: string }) => g.gateway)).toEqual([
        'ESEWA',
        'KHALTI',
        'PAYHERE',
        'RAZORPAY',
      ]);
      expect(list.body[0]).toEqual({
        gateway: 'ESEWA',
        enabled: false,
        currency: 'NPR',
        credentialFields: ['productCode', 'secretKey'],
        credentialsSet: [],
      });
      expect(list.body[2]).toEqual({
        gateway: 'PAYHERE',
        enabled: true,
        currency: 'LKR',
        credentialFields: ['merchantId', 'merchantSecret'],
        credentialsSet: ['merchantId', 'merchantSecret'],
      });
      expect(JSON.stringify(list.body)).not.toContain(TEST_CREDENTIALS.PAYHERE.merchantSecret);
    });

    it('refuses to offer a gateway without every credential, naming the first missing', async () => {
      const saved = await api('PUT', `/api/gyms/${gyms.LKR.id}/payment-gateways/RAZORPAY`, {
        enabled: true,
        credentials: { keyId: 'rzp_test_x', keySecret: 'secret' },
      });
      expect(saved.status).toBe(400);
      expect(saved.body.message).toBe('Enter every credential of this gateway before offering it.');
      expect(JSON.stringify(saved.body)).toContain('credentials.webhookSecret');
    });

    it("refuses a gateway of another currency than the gym's", async () => {
      const saved = await api('PUT', `/api/gyms/${gyms.NPR.id}/payment-gateways/PAYHERE`, {
        enabled: true,
        credentials: TEST_CREDENTIALS.PAYHERE,
      });
      expect(saved.status).toBe(400);
      expect(saved.body.message).toBe("This gateway takes payments in another currency than the gym's.");
    });

    it('keeps credentials encrypted, answers only that they are set, and keeps one left out', async () => {
      const saved = await offer('ESEWA');
      expect(saved.status).toBe(200);
      expect(saved.body).toMatchObject({ enabled: true, credentialsSet: ['productCode', 'secretKey'] });
      expect(JSON.stringify(saved.body)).not.toContain(TEST_CREDENTIALS.ESEWA.secretKey);
      const [row] = await server.db.query<{ credentials: string }>(
        "SELECT credentials FROM gym_payment_gateways WHERE gym_id = $1 AND gateway = 'ESEWA'",
        [gyms.NPR.id],
      );
      expect(row?.credentials).not.toContain('EPAYTEST');
      expect(Buffer.from(row?.credentials ?? '', 'base64').toString('latin1')).not.toContain('8gBm');
      // Switched off and on again without the secret: the one kept stays.
      const off = await api('PUT', `/api/gyms/${gyms.NPR.id}/payment-gateways/ESEWA`, {
        enabled: false,
        credentials: {},
      });
      expect(off.body).toMatchObject({ enabled: false, credentialsSet: ['productCode', 'secretKey'] });
      expect((await offer('ESEWA')).status).toBe(200);
    });

    it("never shows one gym's gateways to another gym's owner", async () => {
      expect((await as(stranger)('GET', `/api/gyms/${gyms.NPR.id}/payment-gateways`)).status).toBe(404);
      const put = await as(stranger)('PUT', `/api/gyms/${gyms.NPR.id}/payment-gateways/KHALTI`, {
        enabled: false,
        credentials: { secretKey: 'x' },
      });
      expect(put.status).toBe(404);
    });
  });

  describe('links', () => {
    it('refuses a gateway the gym does not offer, and an invoice with nothing due', async () => {
      const { invoiceId } = await invoiceFor('NPR');
      await offer('KHALTI', false);
      const refused = await api('POST', `/api/invoices/${invoiceId}/payment-links`, {
        gateway: 'KHALTI',
        sendBySms: false,
      });
      await offer('KHALTI');
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe(
        "The gym does not offer this gateway: choose it in the gym's settings first.",
      );
      await api('POST', '/api/payments', {
        invoiceId,
        billNo: 'CASH-1',
        amount: 1500,
        paymentDate: today,
        paymentType: 'CASH',
      });
      const nothing = await api('POST', `/api/invoices/${invoiceId}/payment-links`, {
        gateway: 'ESEWA',
        sendBySms: false,
      });
      expect(nothing.status).toBe(409);
      expect(nothing.body.message).toBe('This invoice has nothing left to pay.');
    });

    it('asks for what is still due, and sends the link by SMS charged like a send', async () => {
      const { invoiceId, clientId } = await invoiceFor('NPR', 2000);
      await api('POST', '/api/payments', {
        invoiceId,
        billNo: 'CASH-2',
        amount: 500,
        paymentDate: today,
        paymentType: 'CASH',
      });
      const [before] = await server.db.query<{ total_sms: number }>(
        'SELECT total_sms FROM users WHERE id = $1',
        [owner.id],
      );
      const link = await newLink(invoiceId, 'ESEWA', true);
      expect(link).toMatchObject({ amount: 1500, currency: 'NPR', status: 'OPEN', gateway: 'ESEWA' });
      expect(link.url).toMatch(new RegExp(`^${server.url}/pay/[0-9a-f]{24}$`));
      const sms = await server.db.query<{ content: string }>(
        'SELECT content FROM sms_messages WHERE client_id = $1',
        [clientId],
      );
      expect(sms.map((row) => row.content)).toEqual([
        `Everest Gym: please pay Rs 1,500 for invoice #${(await invoice(invoiceId)).number} online: ${link.url}`,
      ]);
      const [after] = await server.db.query<{ total_sms: number }>(
        'SELECT total_sms FROM users WHERE id = $1',
        [owner.id],
      );
      expect((before?.total_sms ?? 0) - (after?.total_sms ?? 0)).toBeGreaterThan(0);
      const listed = await api('GET', `/api/invoices/${invoiceId}/payment-links`);
      expect(listed.body.map((row: { id: number }) => row.id)).toEqual([link.id]);
      expect((await as(stranger)('GET', `/api/invoices/${invoiceId}/payment-links`)).status).toBe(404);
    });

    it('is cancelled once; its pay page then refuses it', async () => {
      const { invoiceId } = await invoiceFor('NPR');
      const link = await newLink(invoiceId, 'ESEWA');
      expect((await as(stranger)('POST', `/api/payment-links/${link.id}/cancel`)).status).toBe(404);
      const cancelled = await api('POST', `/api/payment-links/${link.id}/cancel`);
      expect(cancelled.body.status).toBe('CANCELLED');
      expect((await api('POST', `/api/payment-links/${link.id}/cancel`)).status).toBe(409);
      expect((await visit(`/pay/${referenceOf(link)}`)).status).toBe(410);
    });

    it('expires', async () => {
      const { invoiceId } = await invoiceFor('NPR');
      const link = await newLink(invoiceId, 'ESEWA');
      await server.db.query(
        "UPDATE payment_links SET expires_at = now() - interval '1 second' WHERE id = $1",
        [link.id],
      );
      expect((await api('GET', `/api/invoices/${invoiceId}/payment-links`)).body[0].status).toBe('EXPIRED');
      expect((await visit(`/pay/${referenceOf(link)}`)).status).toBe(410);
      expect((await api('POST', `/api/payment-links/${link.id}/cancel`)).status).toBe(409);
    });

    it('answers no page for a reference that is not ours', async () => {
      expect((await visit('/pay/0123456789abcdef01234567')).status).toBe(404);
      expect((await visit('/pay/..%2F..%2Fetc')).status).toBe(404);
    });
  });

  describe('eSewa', () => {
    it('pays through the signed form, verified by the status call: the invoice clears, one receipt goes out', async () => {
      const { invoiceId, clientId } = await invoiceFor('NPR', 1500);
      const link = await newLink(invoiceId, 'ESEWA');
      const reference = referenceOf(link);
      const page = await visit(`/pay/${reference}`);
      expect(page.status).toBe(200);
      const html = await page.text();
      expect(html).toContain(`name="transaction_uuid" value="${reference}"`);
      expect(html).toContain('name="total_amount" value="1500.00"');
      // No script; the form may go to eSewa's form only.
      const policy = page.headers.get('content-security-policy') ?? '';
      expect(policy).toContain(`form-action 'self' ${new URL(server.config.gatewayUrls.esewaForm).origin};`);
      expect(policy).toContain("default-src 'none'");

      const data = fakes.esewaPays(reference, '1500.0');
      const back = await visit(`/pay/${reference}/return?data=${encodeURIComponent(data)}`);
      expect(back.status).toBe(200);
      expect(await back.text()).toContain('is paid');
      expect((await invoice(invoiceId)).amountDue).toBe(0);
      const [payment, ...more] = await paymentsOf(invoiceId);
      expect(more).toEqual([]);
      expect(payment).toMatchObject({ amount: '1500.00', payment_type: 'ESEWA', created_by: null });
      expect(payment?.bill_no).toMatch(/^eSewa 000\d+$/);
      const answered = await api('GET', `/api/payments/${payment?.id}`);
      expect(answered.body).toMatchObject({ createdBy: null, gateway: 'ESEWA', paymentType: 'ESEWA' });
      expect(await receiptsTo(clientId)).toHaveLength(1);
      const trail = await server.db.query<{ action: string; actor_user_id: number | null }>(
        "SELECT action, actor_user_id FROM activity_log WHERE subject = 'PAYMENT' AND subject_id = $1",
        [payment?.id],
      );
      expect(trail).toEqual([{ action: 'CREATED', actor_user_id: null }]);

      // The same redirect again (a reload, a replay) and a concurrent pair: still one payment, one receipt.
      const replays = await Promise.all(
        [1, 2, 3].map(() => visit(`/pay/${reference}/return?data=${encodeURIComponent(data)}`)),
      );
      expect(replays.map((answer) => answer.status)).toEqual([200, 200, 200]);
      expect(await paymentsOf(invoiceId)).toHaveLength(1);
      expect(await receiptsTo(clientId)).toHaveLength(1);
      expect(await outcomes(link.id)).toEqual(['PAID', 'ALREADY_PAID', 'ALREADY_PAID', 'ALREADY_PAID']);
      const listed = (await api('GET', `/api/invoices/${invoiceId}/payment-links`)).body[0];
      expect(listed).toMatchObject({ status: 'PAID', paymentId: payment?.id });
    });

    it('changes nothing for a forged signature or an amount changed in the redirect', async () => {
      const { invoiceId } = await invoiceFor('NPR', 1500);
      const link = await newLink(invoiceId, 'ESEWA');
      const reference = referenceOf(link);
      const forged = fakes.esewaPays(reference, '1500.0', 'COMPLETE', { signature: 'AAAA' });
      expect((await visit(`/pay/${reference}/return?data=${encodeURIComponent(forged)}`)).status).toBe(400);
      const changed = fakes.esewaPays(reference, '1500.0', 'COMPLETE', { total_amount: '15.0' });
      expect((await visit(`/pay/${reference}/return?data=${encodeURIComponent(changed)}`)).status).toBe(400);
      // Signed for another link: refused here.
      const other = fakes.esewaPays('another0000000000000000a', '1500.0');
      expect((await visit(`/pay/${reference}/return?data=${encodeURIComponent(other)}`)).status).toBe(400);
      expect(await paymentsOf(invoiceId)).toEqual([]);
      expect(await outcomes(link.id)).toEqual(['FORGED', 'FORGED', 'FORGED']);
    });

    it('records nothing when eSewa confirms another amount than asked', async () => {
      const { invoiceId } = await invoiceFor('NPR', 1500);
      const link = await newLink(invoiceId, 'ESEWA');
      const reference = referenceOf(link);
      // The member paid 10 on a form they changed; eSewa signs and confirms what was paid.
      const data = fakes.esewaPays(reference, '10.0');
      expect((await visit(`/pay/${reference}/return?data=${encodeURIComponent(data)}`)).status).toBe(400);
      expect(await paymentsOf(invoiceId)).toEqual([]);
      expect(await outcomes(link.id)).toEqual(['MISMATCHED']);
    });

    it('waits while pending, then records the payment once it completes', async () => {
      const { invoiceId } = await invoiceFor('NPR', 1500);
      const link = await newLink(invoiceId, 'ESEWA');
      const reference = referenceOf(link);
      const data = fakes.esewaPays(reference, '1500.0', 'PENDING');
      const path = `/pay/${reference}/return?data=${encodeURIComponent(data)}`;
      expect((await visit(path)).status).toBe(202);
      expect(await paymentsOf(invoiceId)).toEqual([]);
      fakes.esewaStatus(reference, 'COMPLETE');
      // The signed redirect said PENDING; eSewa's own status call now says COMPLETE.
      expect((await visit(path)).status).toBe(200);
      expect(await paymentsOf(invoiceId)).toHaveLength(1);
    });

    it('records nothing while eSewa is down, and the payment when it is back', async () => {
      const { invoiceId } = await invoiceFor('NPR', 1500);
      const link = await newLink(invoiceId, 'ESEWA');
      const reference = referenceOf(link);
      const path = `/pay/${reference}/return?data=${encodeURIComponent(fakes.esewaPays(reference, '1500.0'))}`;
      fakes.down();
      try {
        expect((await visit(path)).status).toBe(202);
      } finally {
        fakes.down(false);
      }
      expect(await paymentsOf(invoiceId)).toEqual([]);
      expect((await visit(path)).status).toBe(200);
      expect(await outcomes(link.id)).toEqual(['UNAVAILABLE', 'PAID']);
    });
  });

  describe('Khalti', () => {
    const start = async (reference: string) => {
      const started = await visit(`/pay/${reference}/start`, { method: 'POST' });
      expect(started.status).toBe(303);
      const location = started.headers.get('location') ?? '';
      return new URL(location).searchParams.get('pidx') ?? '';
    };

    it("starts on the member's request and pays after the lookup says Completed (the redirect is not believed)", async () => {
      const { invoiceId, clientId } = await invoiceFor('NPR', 1200);
      const link = await newLink(invoiceId, 'KHALTI');
      const reference = referenceOf(link);
      const answer = await visit(`/pay/${reference}`);
      const page = await answer.text();
      expect(page).toContain(`action="/pay/${reference}/start"`);
      // The start redirects to Khalti's own payment page, on another host than its API.
      expect(answer.headers.get('content-security-policy')).toContain("form-action 'self' https:;");
      const pidx = await start(reference);
      expect(pidx).not.toBe('');
      // The redirect claims Completed, but Khalti's lookup says Pending: nothing yet.
      const claimed = new URLSearchParams({
        pidx,
        status: 'Completed',
        amount: '120000',
        transaction_id: 'fake',
      });
      fakes.khaltiPays(pidx, 'Pending');
      expect((await visit(`/pay/${reference}/return?${claimed}`)).status).toBe(202);
      expect(await paymentsOf(invoiceId)).toEqual([]);
      const back = new URLSearchParams(fakes.khaltiPays(pidx, 'Completed'));
      expect((await visit(`/pay/${reference}/return?${back}`)).status).toBe(200);
      expect(await paymentsOf(invoiceId)).toMatchObject([{ amount: '1200.00', payment_type: 'KHALTI' }]);
      expect(await receiptsTo(clientId)).toHaveLength(1);
    });

    it("refuses a pidx that is not the link's, a declined payment, and another amount", async () => {
      const { invoiceId } = await invoiceFor('NPR', 1200);
      const link = await newLink(invoiceId, 'KHALTI');
      const reference = referenceOf(link);
      const pidx = await start(reference);
      expect((await visit(`/pay/${reference}/return?pidx=someone-elses`)).status).toBe(400);
      fakes.khaltiPays(pidx, 'User canceled');
      expect((await visit(`/pay/${reference}/return?pidx=${pidx}`)).status).toBe(200);
      fakes.khaltiPays(pidx, 'Completed', 100);
      expect((await visit(`/pay/${reference}/return?pidx=${pidx}`)).status).toBe(400);
      expect(await paymentsOf(invoiceId)).toEqual([]);
      expect(await outcomes(link.id)).toEqual(['FORGED', 'DECLINED', 'MISMATCHED']);
    });

    it('says so when Khalti cannot be reached to start', async () => {
      const { invoiceId } = await invoiceFor('NPR', 1200);
      const reference = referenceOf(await newLink(invoiceId, 'KHALTI'));
      fakes.down();
      try {
        expect((await visit(`/pay/${reference}/start`, { method: 'POST' })).status).toBe(502);
      } finally {
        fakes.down(false);
      }
    });
  });

  describe('PayHere', () => {
    const notify = (fields: Record<string, string>) =>
      visit('/api/payment-gateways/payhere/notify', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(fields).toString(),
      });
    const notification = (reference: string, amount: string, status = '2') => {
      const fields = {
        merchant_id: TEST_CREDENTIALS.PAYHERE.merchantId,
        order_id: reference,
        payment_id: `3200${reference.slice(0, 6)}`,
        payhere_amount: amount,
        payhere_currency: 'LKR',
        status_code: status,
        method: 'VISA',
      };
      return { ...fields, md5sig: payhereNotifySignature(TEST_CREDENTIALS.PAYHERE, fields) };
    };

    it('builds the checkout form, and records the signed notification once', async () => {
      const { invoiceId, clientId } = await invoiceFor('LKR', 1500);
      const link = await newLink(invoiceId, 'PAYHERE');
      const reference = referenceOf(link);
      const html = await (await visit(`/pay/${reference}`)).text();
      expect(html).toContain('name="amount" value="1500.00"');
      expect(html).toContain(`${server.url}/api/payment-gateways/payhere/notify`);
      // Back in the browser before PayHere's notification: waiting.
      expect((await visit(`/pay/${reference}/return`)).status).toBe(202);
      const signed = notification(reference, '1500.00');
      expect((await notify(signed)).status).toBe(200);
      expect((await notify(signed)).status).toBe(200);
      expect(await paymentsOf(invoiceId)).toMatchObject([{ amount: '1500.00', payment_type: 'PAYHERE' }]);
      expect(await receiptsTo(clientId)).toHaveLength(1);
      expect((await visit(`/pay/${reference}/return`)).status).toBe(200);
      expect(await outcomes(link.id)).toEqual(['PAID', 'ALREADY_PAID']);
    });

    it('refuses a forged md5sig and an amount changed after signing; logs a notification for no link', async () => {
      const { invoiceId } = await invoiceFor('LKR', 1500);
      const reference = referenceOf(await newLink(invoiceId, 'PAYHERE'));
      expect((await notify({ ...notification(reference, '1500.00'), md5sig: 'F'.repeat(32) })).status).toBe(
        403,
      );
      expect((await notify({ ...notification(reference, '1500.00'), payhere_amount: '1.00' })).status).toBe(
        403,
      );
      expect((await notify(notification('f'.repeat(24), '1500.00'))).status).toBe(404);
      expect(await paymentsOf(invoiceId)).toEqual([]);
      const [unknown] = await server.db.query<{ outcome: string }>(
        "SELECT outcome FROM payment_gateway_events WHERE link_id IS NULL AND gateway = 'PAYHERE'",
      );
      expect(unknown?.outcome).toBe('UNKNOWN_LINK');
    });
  });

  describe('Razorpay', () => {
    const webhook = (body: string, signature: string) =>
      visit('/api/payment-gateways/razorpay/webhook', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-razorpay-signature': signature },
        body,
      });

    it('makes a UPI link, records the webhook (raw body) and the redirect as one payment', async () => {
      const { invoiceId, clientId } = await invoiceFor('INR', 999);
      const link = await newLink(invoiceId, 'RAZORPAY');
      const reference = referenceOf(link);
      const started = await visit(`/pay/${reference}/start`, { method: 'POST' });
      expect(started.status).toBe(303);
      const [created] = fakes.requests
        .filter((request) => request.path === '/razorpay/v1/payment_links/')
        .slice(-1);
      expect(JSON.parse(created?.body ?? '{}')).toMatchObject({
        amount: 99_900,
        currency: 'INR',
        upi_link: true,
        reference_id: reference,
        callback_method: 'get',
      });
      const [row] = await server.db.query<{ gateway_reference: string }>(
        'SELECT gateway_reference FROM payment_links WHERE id = $1',
        [link.id],
      );
      const paid = fakes.razorpayPays(row?.gateway_reference ?? '');
      // Re-serialised JSON is not what Razorpay signed.
      const reserialised = JSON.stringify(JSON.parse(paid.webhookBody), null, 1);
      expect((await webhook(reserialised, paid.webhookSignature)).status).toBe(403);
      expect((await webhook(paid.webhookBody, paid.webhookSignature)).status).toBe(200);
      expect((await visit(`/pay/${reference}/return?${new URLSearchParams(paid.query)}`)).status).toBe(200);
      expect(await paymentsOf(invoiceId)).toMatchObject([{ amount: '999.00', payment_type: 'RAZORPAY' }]);
      expect(await receiptsTo(clientId)).toHaveLength(1);
      expect(await outcomes(link.id)).toEqual(['FORGED', 'PAID', 'ALREADY_PAID']);
    });

    it('refuses a redirect whose signature does not match, and cancels its own link at Razorpay', async () => {
      const { invoiceId } = await invoiceFor('INR', 999);
      const link = await newLink(invoiceId, 'RAZORPAY');
      const reference = referenceOf(link);
      await visit(`/pay/${reference}/start`, { method: 'POST' });
      const [row] = await server.db.query<{ gateway_reference: string }>(
        'SELECT gateway_reference FROM payment_links WHERE id = $1',
        [link.id],
      );
      const query = {
        razorpay_payment_id: 'pay_x',
        razorpay_payment_link_id: row?.gateway_reference ?? '',
        razorpay_payment_link_reference_id: reference,
        razorpay_payment_link_status: 'paid',
        razorpay_signature: '0'.repeat(64),
      };
      expect((await visit(`/pay/${reference}/return?${new URLSearchParams(query)}`)).status).toBe(400);
      expect(await paymentsOf(invoiceId)).toEqual([]);
      expect((await api('POST', `/api/payment-links/${link.id}/cancel`)).status).toBe(200);
      expect(fakes.razorpayLink(row?.gateway_reference ?? '')?.status).toBe('cancelled');
    });
  });

  describe('checking with the gateway', () => {
    const check = (linkId: number, account = owner) =>
      as(account)('POST', `/api/payment-links/${linkId}/check`);

    it('records a payment whose member never came back, once', async () => {
      const { invoiceId, clientId } = await invoiceFor('NPR', 1500);
      const link = await newLink(invoiceId, 'ESEWA');
      // Paid on eSewa's page, then the tab was closed: no redirect ever reached the server.
      fakes.esewaPays(referenceOf(link), '1500.0');
      expect((await check(link.id, stranger)).status).toBe(404);
      const checked = await check(link.id);
      expect(checked.status).toBe(200);
      expect(checked.body).toMatchObject({ status: 'PAID' });
      expect((await check(link.id)).body.status).toBe('PAID');
      expect(await paymentsOf(invoiceId)).toHaveLength(1);
      expect(await receiptsTo(clientId)).toHaveLength(1);
      expect(await outcomes(link.id)).toEqual(['PAID']);
    });

    it('leaves a link open when there is nothing to ask, and says so when the gateway is down', async () => {
      const khalti = await newLink((await invoiceFor('NPR')).invoiceId, 'KHALTI');
      expect((await check(khalti.id)).body.status).toBe('OPEN');
      const payhere = await newLink((await invoiceFor('LKR')).invoiceId, 'PAYHERE');
      expect((await check(payhere.id)).body.status).toBe('OPEN');
      expect([...(await outcomes(khalti.id)), ...(await outcomes(payhere.id))]).toEqual([]);
      const { invoiceId } = await invoiceFor('NPR');
      const esewa = await newLink(invoiceId, 'ESEWA');
      fakes.down();
      try {
        const down = await check(esewa.id);
        expect(down.status).toBe(409);
        expect(down.body.message).toBe('The gateway cannot be reached now: try again in a few minutes.');
      } finally {
        fakes.down(false);
      }
      expect(await paymentsOf(invoiceId)).toEqual([]);
      // eSewa knows no payment of it: declined, still open for the member.
      expect((await check(esewa.id)).body.status).toBe('OPEN');
      expect(await outcomes(esewa.id)).toEqual(['UNAVAILABLE', 'DECLINED']);
    });
  });
});
