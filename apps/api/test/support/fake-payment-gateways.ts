import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { GatewayUrls } from '../../src/config.ts';
import { esewaSignature } from '../../src/payment-gateways/esewa.ts';
import { razorpayRedirectSignature } from '../../src/payment-gateways/razorpay.ts';
import { hmacHex } from '../../src/payment-gateways/signatures.ts';

/** The test merchants' credentials, as a gym enters them. */
export const TEST_CREDENTIALS = {
  ESEWA: { productCode: 'EPAYTEST', secretKey: '8gBm/:&EnhH.1/q' },
  KHALTI: { secretKey: 'test-khalti-live-secret-key' },
  PAYHERE: { merchantId: '1215091', merchantSecret: 'TESTSECRET' },
  RAZORPAY: { keyId: 'rzp_test_gym', keySecret: 'rzp-key-secret', webhookSecret: 'rzp-webhook-secret' },
};

interface EsewaOrder {
  status: string;
  total_amount: number;
  ref_id: string;
}
interface KhaltiOrder {
  status: string;
  total_amount: number;
  transaction_id: string | null;
  purchase_order_id: string;
}
interface RazorpayLink {
  id: string;
  status: string;
  amount: number;
  amount_paid: number;
  currency: string;
  reference_id: string;
  short_url: string;
  payments: { payment_id: string; amount: number; status: string }[];
}

const basic = `Basic ${Buffer.from(`${TEST_CREDENTIALS.RAZORPAY.keyId}:${TEST_CREDENTIALS.RAZORPAY.keySecret}`).toString('base64')}`;

/**
 * eSewa's status call, Khalti's KPG-2 initiate and lookup and Razorpay's payment links on
 * loopback, speaking their documented shapes and checking the test merchants' credentials. What
 * the member does on a gateway's page is played by the `pays` helpers, which answer what that
 * gateway's redirect brings back. `down()` makes every call fail as a gateway in trouble does (503).
 */
export function fakePaymentGateways() {
  const esewa = new Map<string, EsewaOrder>();
  const khalti = new Map<string, KhaltiOrder>();
  const razorpay = new Map<string, RazorpayLink>();
  const requests: { method: string; path: string; body: string }[] = [];
  let base = '';
  let isDown = false;
  let serial = 0;

  const answer = (response: ServerResponse, status: number, body: unknown) =>
    response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));

  const handle = (request: IncomingMessage, response: ServerResponse, raw: string) => {
    const url = new URL(request.url ?? '/', base);
    const path = url.pathname;
    requests.push({ method: request.method ?? '', path, body: raw });
    if (isDown) return answer(response, 503, { detail: 'Service unavailable' });
    const auth = request.headers.authorization;
    const json = () => JSON.parse(raw || '{}') as Record<string, unknown>;

    if (request.method === 'GET' && path === '/esewa/status/') {
      const uuid = url.searchParams.get('transaction_uuid') ?? '';
      const order = esewa.get(uuid);
      if (url.searchParams.get('product_code') !== TEST_CREDENTIALS.ESEWA.productCode || !order) {
        return answer(response, 200, { transaction_uuid: uuid, status: 'NOT_FOUND' });
      }
      return answer(response, 200, {
        product_code: 'EPAYTEST',
        transaction_uuid: uuid,
        total_amount: order.total_amount,
        status: order.status,
        ref_id: order.ref_id,
      });
    }
    if (path.startsWith('/khalti/')) {
      if (auth !== `Key ${TEST_CREDENTIALS.KHALTI.secretKey}`)
        return answer(response, 401, { detail: 'Invalid token.' });
      if (request.method === 'POST' && path === '/khalti/api/v2/epayment/initiate/') {
        const body = json();
        const pidx = `pidx${++serial}`;
        khalti.set(pidx, {
          status: 'Initiated',
          total_amount: Number(body.amount),
          transaction_id: null,
          purchase_order_id: String(body.purchase_order_id),
        });
        return answer(response, 200, {
          pidx,
          payment_url: `${base}/khalti/pay/?pidx=${pidx}`,
          expires_at: new Date(Date.now() + 1_800_000).toISOString(),
          expires_in: 1800,
        });
      }
      if (request.method === 'POST' && path === '/khalti/api/v2/epayment/lookup/') {
        const pidx = String(json().pidx);
        const order = khalti.get(pidx);
        if (!order) return answer(response, 404, { detail: 'Not found.', error_key: 'validation_error' });
        return answer(response, 200, {
          pidx,
          total_amount: order.total_amount,
          status: order.status,
          transaction_id: order.transaction_id,
          fee: 0,
          refunded: false,
        });
      }
    }
    if (path.startsWith('/razorpay/v1/payment_links')) {
      if (auth !== basic) return answer(response, 401, { error: { code: 'BAD_REQUEST_ERROR' } });
      const id = path.split('/')[4];
      if (request.method === 'POST' && path === '/razorpay/v1/payment_links/') {
        const body = json();
        const link: RazorpayLink = {
          id: `plink_${++serial}`,
          status: 'created',
          amount: Number(body.amount),
          amount_paid: 0,
          currency: String(body.currency),
          reference_id: String(body.reference_id),
          short_url: `${base}/razorpay/pay/${serial}`,
          payments: [],
        };
        razorpay.set(link.id, link);
        return answer(response, 200, link);
      }
      const link = id ? razorpay.get(id) : undefined;
      if (!link)
        return answer(response, 400, { error: { code: 'BAD_REQUEST_ERROR', description: 'not found' } });
      if (request.method === 'POST' && path.endsWith('/cancel')) {
        link.status = 'cancelled';
        return answer(response, 200, link);
      }
      if (request.method === 'GET') return answer(response, 200, link);
    }
    return answer(response, 404, { detail: 'no such route' });
  };

  const server = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk) => {
      raw += chunk;
    });
    request.on('end', () => handle(request, response, raw));
  });

  return {
    requests,
    async start(): Promise<GatewayUrls> {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      return {
        esewaForm: `${base}/esewa/form`,
        esewaStatus: `${base}/esewa/status/`,
        khalti: `${base}/khalti`,
        payhereCheckout: `${base}/payhere/checkout`,
        razorpay: `${base}/razorpay`,
      };
    },
    down(down = true) {
      isDown = down;
    },

    /**
     * The member pays `totalAmount` (as eSewa writes it, '1500.0') of the order on eSewa's page;
     * eSewa's status call says `status` from then on. Answers the success redirect's `data`,
     * signed as eSewa signs it (or `tamper`ed after signing).
     */
    esewaPays(uuid: string, totalAmount: string, status = 'COMPLETE', tamper: Record<string, string> = {}) {
      const refId = `000${++serial}`;
      esewa.set(uuid, { status, total_amount: Number(totalAmount), ref_id: refId });
      const fields = {
        transaction_code: refId,
        status,
        total_amount: totalAmount,
        transaction_uuid: uuid,
        product_code: 'EPAYTEST',
        signed_field_names:
          'transaction_code,status,total_amount,transaction_uuid,product_code,signed_field_names',
      };
      const signature = esewaSignature(TEST_CREDENTIALS.ESEWA.secretKey, fields, fields.signed_field_names);
      return Buffer.from(JSON.stringify({ ...fields, signature, ...tamper })).toString('base64');
    },
    /** eSewa's status for the order changes (pending, then complete). */
    esewaStatus(uuid: string, status: string) {
      const order = esewa.get(uuid);
      if (order) order.status = status;
    },

    /** The member acts on Khalti's page: the lookup says `status` from then on; answers the return query. */
    khaltiPays(pidx: string, status = 'Completed', paisa?: number) {
      const order = khalti.get(pidx);
      if (!order) throw new Error(`no Khalti payment ${pidx}`);
      order.status = status;
      if (paisa !== undefined) order.total_amount = paisa;
      if (status === 'Completed') order.transaction_id = `khtx${++serial}`;
      return {
        pidx,
        status,
        transaction_id: order.transaction_id ?? '',
        amount: String(order.total_amount),
        total_amount: String(order.total_amount),
        purchase_order_id: order.purchase_order_id,
      };
    },

    /**
     * The member pays the Razorpay link by UPI: answers the redirect's query (signed with the key
     * secret) and the `payment_link.paid` webhook's raw body with its signature (webhook secret).
     */
    razorpayPays(id: string) {
      const link = razorpay.get(id);
      if (!link) throw new Error(`no Razorpay link ${id}`);
      const paymentId = `pay_${++serial}`;
      link.status = 'paid';
      link.amount_paid = link.amount;
      link.payments.push({ payment_id: paymentId, amount: link.amount, status: 'captured' });
      const params = {
        razorpay_payment_id: paymentId,
        razorpay_payment_link_id: link.id,
        razorpay_payment_link_reference_id: link.reference_id,
        razorpay_payment_link_status: 'paid',
      };
      const query = {
        ...params,
        razorpay_signature: razorpayRedirectSignature(TEST_CREDENTIALS.RAZORPAY, params),
      };
      const webhookBody = `{"entity":"event","event":"payment_link.paid","payload":{"payment_link":{"entity":{"id":"${link.id}","reference_id":"${link.reference_id}","amount":${link.amount},"status":"paid"}}}}`;
      return {
        query,
        webhookBody,
        webhookSignature: hmacHex(TEST_CREDENTIALS.RAZORPAY.webhookSecret, webhookBody),
      };
    },
    razorpayLink: (id: string) => razorpay.get(id),

    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(resolve));
    },
  };
}
