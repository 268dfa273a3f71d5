import { describe, expect, it } from 'vitest';
import { centsOf, decimalOf } from '../src/payment-gateways/amounts.ts';
import { esewaCheckout, esewaSignature, readEsewaRedirect } from '../src/payment-gateways/esewa.ts';
import {
  payhereCheckout,
  payhereNotifySignature,
  readPayhereNotification,
} from '../src/payment-gateways/payhere.ts';
import {
  razorpayRedirectSignature,
  razorpayRedirectSigned,
  razorpayWebhookSigned,
} from '../src/payment-gateways/razorpay.ts';
import { hmacHex } from '../src/payment-gateways/signatures.ts';
import type { GatewayOrder } from '../src/payment-gateways/verdict.ts';

const ESEWA = { productCode: 'EPAYTEST', secretKey: '8gBm/:&EnhH.1/q' };
const SIGNED = 'total_amount,transaction_uuid,product_code';

const order: GatewayOrder = {
  reference: 'PL-7-abc',
  amountCents: 150_000,
  currency: 'LKR',
  description: 'Invoice #12, Lanka Gym',
  customer: { name: 'Nimal Perera Silva', phone: '+94771234567' },
  returnUrl: 'https://gym.example.com/pay/PL-7-abc/return',
  cancelUrl: 'https://gym.example.com/pay/PL-7-abc/cancel',
  notifyUrl: 'https://gym.example.com/api/payment-gateways/payhere/notify',
};

const base64Json = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64');

describe('eSewa ePay v2 signatures', () => {
  it("signs eSewa's published example as eSewa's test merchant does", () => {
    const fields = { total_amount: '110', transaction_uuid: '241028', product_code: 'EPAYTEST' };
    expect(esewaSignature(ESEWA.secretKey, fields, SIGNED)).toBe(
      'i94zsd3oXF6ZsSr/kGqT4sSzYQzjj1W/waxjWyRwaME=',
    );
  });

  it("signs the form example right (eSewa's page prints another value for it, which is wrong)", () => {
    const fields = { total_amount: '100', transaction_uuid: '11-201-13', product_code: 'EPAYTEST' };
    expect(esewaSignature(ESEWA.secretKey, fields, SIGNED)).toBe(
      '5DZywcrTKD0gia/rsSMcrRHmJl+4Tbol6S+lWgdJ94E=',
    );
  });

  it('signs in the order signed_field_names lists, so another order is another signature', () => {
    const fields = { total_amount: '110', transaction_uuid: '241028', product_code: 'EPAYTEST' };
    expect(esewaSignature(ESEWA.secretKey, fields, 'transaction_uuid,total_amount,product_code')).not.toBe(
      'i94zsd3oXF6ZsSr/kGqT4sSzYQzjj1W/waxjWyRwaME=',
    );
  });

  it('builds a form whose signature covers its total, transaction and product', () => {
    const checkout = esewaCheckout({ form: 'https://esewa.test/form', status: '' }, ESEWA, {
      ...order,
      currency: 'NPR',
    });
    expect(checkout).toMatchObject({ action: 'https://esewa.test/form' });
    const fields = 'fields' in checkout ? checkout.fields : {};
    expect(fields).toMatchObject({
      total_amount: '1500.00',
      transaction_uuid: 'PL-7-abc',
      product_code: 'EPAYTEST',
    });
    expect(fields.signature).toBe(esewaSignature(ESEWA.secretKey, fields, fields.signed_field_names ?? ''));
  });

  const redirect = {
    transaction_code: '000AWEO',
    status: 'COMPLETE',
    total_amount: '1000.0',
    transaction_uuid: '250610-162413',
    product_code: 'EPAYTEST',
    signed_field_names:
      'transaction_code,status,total_amount,transaction_uuid,product_code,signed_field_names',
  };
  const signedRedirect = {
    ...redirect,
    signature: esewaSignature(ESEWA.secretKey, redirect, redirect.signed_field_names),
  };

  it('reads a success redirect signed over the amount as received ("1000.0", not "1000")', () => {
    expect(readEsewaRedirect(ESEWA, base64Json(signedRedirect))).toEqual({
      transactionCode: '000AWEO',
      status: 'COMPLETE',
      totalAmount: '1000.0',
      transactionUuid: '250610-162413',
      productCode: 'EPAYTEST',
    });
    const reformatted = { ...redirect, total_amount: '1000' };
    expect(
      esewaSignature(ESEWA.secretKey, reformatted, redirect.signed_field_names) === signedRedirect.signature,
    ).toBe(false);
  });

  it('refuses a redirect whose amount was changed, whose signature is another key, or that is not JSON', () => {
    expect(readEsewaRedirect(ESEWA, base64Json({ ...signedRedirect, total_amount: '10.0' }))).toBeNull();
    expect(readEsewaRedirect({ ...ESEWA, secretKey: 'another' }, base64Json(signedRedirect))).toBeNull();
    expect(readEsewaRedirect(ESEWA, 'not base64 json')).toBeNull();
  });

  it('refuses a redirect that signs too little (the amount left out of signed_field_names)', () => {
    const names = 'transaction_uuid,product_code,status';
    const thin = { ...redirect, signed_field_names: names };
    expect(
      readEsewaRedirect(
        ESEWA,
        base64Json({ ...thin, signature: esewaSignature(ESEWA.secretKey, thin, names) }),
      ),
    ).toBeNull();
  });

  it('refuses a redirect signed for another merchant with the same secret', () => {
    const other = { ...redirect, product_code: 'OTHER' };
    const signed = { ...other, signature: esewaSignature(ESEWA.secretKey, other, other.signed_field_names) };
    expect(readEsewaRedirect(ESEWA, base64Json(signed))).toBeNull();
  });
});

describe('PayHere hashes', () => {
  const PAYHERE = { merchantId: '1215091', merchantSecret: 'TESTSECRET' };
  const notification = {
    merchant_id: '1215091',
    order_id: 'AD-1-999999',
    payment_id: '320025071278',
    payhere_amount: '1500.00',
    payhere_currency: 'LKR',
    status_code: '2',
    method: 'VISA',
  };

  it("computes the notification's md5sig check value", () => {
    expect(payhereNotifySignature(PAYHERE, notification)).toBe('03D9B6E61B9C28E680A2E169DFA11FA8');
  });

  it('accepts the signed notification as paid, in its amount and currency', () => {
    expect(
      readPayhereNotification(PAYHERE, { ...notification, md5sig: '03D9B6E61B9C28E680A2E169DFA11FA8' }),
    ).toEqual({
      kind: 'PAID',
      transactionId: '320025071278',
      amountCents: 150_000,
      currency: 'LKR',
    });
  });

  it('refuses a changed amount, a forged md5sig and another merchant; reads pending and declined', () => {
    const md5sig = '03D9B6E61B9C28E680A2E169DFA11FA8';
    expect(readPayhereNotification(PAYHERE, { ...notification, md5sig, payhere_amount: '15.00' }).kind).toBe(
      'FORGED',
    );
    expect(readPayhereNotification(PAYHERE, { ...notification, md5sig: md5sig.toLowerCase() }).kind).toBe(
      'FORGED',
    );
    expect(readPayhereNotification(PAYHERE, { ...notification, md5sig, merchant_id: '1' }).kind).toBe(
      'FORGED',
    );
    const pending = { ...notification, status_code: '0' };
    expect(
      readPayhereNotification(PAYHERE, { ...pending, md5sig: payhereNotifySignature(PAYHERE, pending) }),
    ).toEqual({
      kind: 'PENDING',
    });
    const failed = { ...notification, status_code: '-2' };
    expect(
      readPayhereNotification(PAYHERE, { ...failed, md5sig: payhereNotifySignature(PAYHERE, failed) }).kind,
    ).toBe('DECLINED');
  });

  it('builds the checkout with the amount in two decimals and the hash without the status', () => {
    const checkout = payhereCheckout('https://sandbox.payhere.test/pay/checkout', PAYHERE, order);
    const fields = 'fields' in checkout ? checkout.fields : {};
    expect(fields).toMatchObject({
      amount: '1500.00',
      currency: 'LKR',
      first_name: 'Nimal',
      last_name: 'Perera Silva',
    });
    // The checkout hash is the notification's without a status code.
    expect(fields.hash).toBe(
      payhereNotifySignature(PAYHERE, {
        order_id: 'PL-7-abc',
        payhere_amount: '1500.00',
        payhere_currency: 'LKR',
        status_code: '',
      }),
    );
  });
});

describe('Razorpay signatures', () => {
  const RAZORPAY = { keyId: 'rzp_test_1', keySecret: 'key-secret', webhookSecret: 'webhook-secret' };
  const params = {
    razorpay_payment_id: 'pay_Mx1',
    razorpay_payment_link_id: 'plink_Mx1',
    razorpay_payment_link_reference_id: 'PL-9-x',
    razorpay_payment_link_status: 'paid',
  };

  it('signs the redirect as hex HMAC-SHA256 of plink_id|reference_id|status|payment_id', () => {
    expect(razorpayRedirectSignature(RAZORPAY, params)).toBe(
      hmacHex('key-secret', 'plink_Mx1|PL-9-x|paid|pay_Mx1'),
    );
    const razorpay_signature = razorpayRedirectSignature(RAZORPAY, params);
    expect(razorpayRedirectSigned(RAZORPAY, { ...params, razorpay_signature })).toBe(true);
    expect(
      razorpayRedirectSigned(RAZORPAY, { ...params, razorpay_payment_link_status: 'x', razorpay_signature }),
    ).toBe(false);
  });

  it('checks a webhook over its raw body: the same JSON re-serialised does not pass', () => {
    const raw = Buffer.from('{"event":"payment_link.paid", "payload":{"amount":  100}}');
    const signature = hmacHex('webhook-secret', raw);
    expect(razorpayWebhookSigned(RAZORPAY, raw, signature)).toBe(true);
    const reserialised = Buffer.from(JSON.stringify(JSON.parse(raw.toString())));
    expect(razorpayWebhookSigned(RAZORPAY, reserialised, signature)).toBe(false);
    expect(razorpayWebhookSigned({ ...RAZORPAY, webhookSecret: '' }, raw, hmacHex('', raw))).toBe(false);
  });
});

describe('gateway amounts', () => {
  it('reads decimal texts as whole cents exactly, and nothing else', () => {
    expect(centsOf('1000.0')).toBe(100_000);
    expect(centsOf('1500.00')).toBe(150_000);
    expect(centsOf('110')).toBe(11_000);
    expect(centsOf('0.1')).toBe(10);
    expect(centsOf('12.345')).toBeNull();
    expect(centsOf('1e3')).toBeNull();
    expect(centsOf('-5')).toBeNull();
    expect(centsOf('')).toBeNull();
    expect(centsOf(1000.1)).toBe(100_010);
    expect(centsOf(110)).toBe(11_000);
    expect(decimalOf(150_005)).toBe('1500.05');
    expect(decimalOf(7)).toBe('0.07');
  });
});
