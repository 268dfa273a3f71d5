import { createHmac } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** eSewa's published test merchant: what the journey's gym enters as its credentials. */
export const ESEWA_TEST_MERCHANT = { productCode: 'EPAYTEST', secretKey: '8gBm/:&EnhH.1/q' };

const sign = (fields: Record<string, string>, names: string) =>
  createHmac('sha256', ESEWA_TEST_MERCHANT.secretKey)
    .update(
      names
        .split(',')
        .map((name) => `${name}=${fields[name] ?? ''}`)
        .join(','),
    )
    .digest('base64');

const page = (body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>eSewa test</title></head><body><main>${body}</main></body></html>`;

/**
 * eSewa ePay v2 on loopback for the journeys: the checkout form (its signature checked as eSewa
 * does), a page where the member pays, the signed success redirect, and the status call.
 */
export async function startFakeEsewa() {
  const paid = new Map<string, { total: string; code: string }>();
  let serial = 0;
  const server = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk) => {
      raw += chunk;
    });
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://fake');
      const html = (status: number, body: string) =>
        response.writeHead(status, { 'content-type': 'text/html; charset=utf-8' }).end(page(body));
      if (request.method === 'POST' && url.pathname === '/esewa/form') {
        const form = Object.fromEntries(new URLSearchParams(raw));
        if (sign(form, form.signed_field_names ?? '') !== form.signature)
          return html(400, '<h1>Invalid signature</h1>');
        const confirm = new URLSearchParams({
          uuid: form.transaction_uuid ?? '',
          total: form.total_amount ?? '',
          back: form.success_url ?? '',
        });
        return html(
          200,
          `<h1>eSewa</h1><p>NPR ${form.total_amount}</p><a href="/esewa/confirm?${confirm}">Confirm payment</a>`,
        );
      }
      if (url.pathname === '/esewa/confirm') {
        const uuid = url.searchParams.get('uuid') ?? '';
        // eSewa writes the amount with one decimal in its redirect ('1500.0').
        const total = Number(url.searchParams.get('total')).toFixed(1);
        const code = `000E2E${++serial}`;
        paid.set(uuid, { total, code });
        const fields: Record<string, string> = {
          transaction_code: code,
          status: 'COMPLETE',
          total_amount: total,
          transaction_uuid: uuid,
          product_code: ESEWA_TEST_MERCHANT.productCode,
          signed_field_names:
            'transaction_code,status,total_amount,transaction_uuid,product_code,signed_field_names',
        };
        fields.signature = sign(fields, fields.signed_field_names ?? '');
        const data = Buffer.from(JSON.stringify(fields)).toString('base64');
        return response
          .writeHead(302, { location: `${url.searchParams.get('back')}?data=${encodeURIComponent(data)}` })
          .end();
      }
      if (url.pathname === '/esewa/status/') {
        const uuid = url.searchParams.get('transaction_uuid') ?? '';
        const payment = paid.get(uuid);
        return response.writeHead(200, { 'content-type': 'application/json' }).end(
          JSON.stringify({
            product_code: ESEWA_TEST_MERCHANT.productCode,
            transaction_uuid: uuid,
            total_amount: payment ? Number(payment.total) : 0,
            status: payment ? 'COMPLETE' : 'NOT_FOUND',
            ref_id: payment?.code ?? null,
          }),
        );
      }
      html(404, '<h1>Not found</h1>');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    /** The server's settings that send its eSewa payments here. */
    env: { ESEWA_FORM_URL: `${base}/esewa/form`, ESEWA_STATUS_URL: `${base}/esewa/status/` },
    stop: () => {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
