import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createAakashProvider,
  createNotifyLkProvider,
  createSparrowProvider,
  createTwilioProvider,
  smsProviderFromEnv,
  twilioSignature,
} from '../src/sms/gateways.ts';
import type { SmsProvider } from '../src/sms/provider.ts';
import { createLocalSmsProvider } from '../src/sms/provider.ts';
import { fakeGateway } from './support/fake-gateway.ts';

const SECRET = 'secret-token-never-shown';
const message = { phone: '9801000001', text: 'Hello Ram' };
const SENT_WITHOUT_ID = {
  status: 'SENT',
  providerMessageId: null,
  note: 'sent (provider gives no message id, so no delivery report)',
};

// Long enough for a loopback answer on a loaded machine (300 ms was not, now and then), short
// enough that the 'hang' cases are quick.
const TIMEOUT_MS = 2_000;

describe('SMS gateways against a fake gateway on loopback', () => {
  const gateway = fakeGateway();
  let sparrow: SmsProvider;
  let aakash: SmsProvider;
  let notify: SmsProvider;
  let twilio: SmsProvider;
  beforeAll(async () => {
    const baseUrl = await gateway.start();
    sparrow = createSparrowProvider({ baseUrl, token: SECRET, from: 'GymDemo', timeoutMs: TIMEOUT_MS });
    aakash = createAakashProvider({ baseUrl, token: SECRET, timeoutMs: TIMEOUT_MS });
    notify = createNotifyLkProvider({
      baseUrl,
      userId: '42',
      apiKey: SECRET,
      senderId: 'GymDemo',
      defaultTimeZone: 'Asia/Colombo',
      timeoutMs: TIMEOUT_MS,
    });
    twilio = createTwilioProvider({
      baseUrl,
      accountSid: 'AC0123',
      authToken: SECRET,
      from: '+15005550006',
      defaultTimeZone: 'Asia/Kathmandu',
      statusCallbackUrl: 'https://gym.example.com/api/sms/status/twilio',
      timeoutMs: TIMEOUT_MS,
    });
  });
  afterAll(() => gateway.close());

  const failure = async (provider: SmsProvider) => {
    const outcome = await provider.send(message);
    if (outcome.status !== 'FAILED') throw new Error(`expected a failure, got ${JSON.stringify(outcome)}`);
    expect(outcome.error).not.toContain(SECRET);
    return outcome;
  };

  it('Sparrow: sends the documented form and reads success', async () => {
    gateway.answer({
      status: 200,
      body: { count: 1, response_code: 200, response: '1 mesages has been queued' },
    });
    expect(await sparrow.send(message)).toEqual(SENT_WITHOUT_ID);
    expect(gateway.requests.at(-1)).toEqual({
      path: '/v2/sms/',
      form: { token: SECRET, from: 'GymDemo', to: '9801000001', text: 'Hello Ram' },
    });
  });

  it('Sparrow: invalid token and insufficient credits are final, rate limit and timeout are retried', async () => {
    gateway.answer({ status: 403, body: { response_code: 1002, response: 'Invalid Token' } });
    expect(await failure(sparrow)).toMatchObject({
      error: 'Sparrow SMS: invalid token (HTTP 403)',
      retryable: false,
    });
    gateway.answer({ status: 403, body: { response_code: 1013, response: 'Insufficient credits' } });
    expect(await failure(sparrow)).toMatchObject({
      error: 'Sparrow SMS: insufficient credits (HTTP 403)',
      retryable: false,
    });
    gateway.answer({ status: 429, body: { response_code: 429, response: 'Too many requests' } });
    expect(await failure(sparrow)).toMatchObject({ retryable: true });
    gateway.answer('hang');
    expect(await failure(sparrow)).toMatchObject({
      error: 'Sparrow SMS: no answer in time',
      retryable: true,
    });
  });

  it('Aakash: reads the id of the valid number; an invalid number and a bad token are final', async () => {
    gateway.answer({
      status: 200,
      body: {
        error: false,
        data: { valid: [{ id: 9911, credit: 1, network: 'ncell', status: 'queued' }], invalid: [] },
      },
    });
    expect(await aakash.send(message)).toEqual({ status: 'SENT', providerMessageId: '9911' });
    expect(gateway.requests.at(-1)).toEqual({
      path: '/sms/v3/send',
      form: { auth_token: SECRET, to: '9801000001', text: 'Hello Ram' },
    });
    gateway.answer({
      status: 200,
      body: { error: false, data: { valid: [], invalid: [{ mobile: '9801000001' }] } },
    });
    expect(await failure(aakash)).toMatchObject({ retryable: false });
    gateway.answer({ status: 401, body: { error: true, message: 'Invalid auth token' } });
    expect(await failure(aakash)).toMatchObject({
      error: 'Aakash SMS: Invalid auth token (HTTP 401)',
      retryable: false,
    });
    gateway.answer({ status: 503, body: { error: true, message: 'Busy' } });
    expect(await failure(aakash)).toMatchObject({ retryable: true });
    gateway.answer('hang');
    expect(await failure(aakash)).toMatchObject({ retryable: true });
  });

  it('Aakash: insufficient credit is final; a rate limit and a timeout are retried', async () => {
    gateway.answer({ status: 200, body: { error: true, message: 'Insufficient credit' } });
    expect(await failure(aakash)).toMatchObject({
      error: 'Aakash SMS: Insufficient credit (HTTP 200)',
      retryable: false,
    });
    gateway.answer({ status: 429, body: { error: true, message: 'Too many requests' } });
    expect(await failure(aakash)).toMatchObject({
      error: 'Aakash SMS: Too many requests (HTTP 429)',
      retryable: true,
    });
    gateway.answer('hang');
    expect(await failure(aakash)).toMatchObject({ error: 'Aakash SMS: no answer in time', retryable: true });
  });

  it('Twilio: posts the Messages form with basic auth and keeps the message SID', async () => {
    gateway.answer({ status: 201, body: { sid: 'SM42', status: 'queued' } });
    expect(await twilio.send(message)).toEqual({ status: 'SENT', providerMessageId: 'SM42' });
    expect(gateway.requests.at(-1)).toEqual({
      path: '/2010-04-01/Accounts/AC0123/Messages.json',
      form: {
        To: '+9779801000001',
        From: '+15005550006',
        Body: 'Hello Ram',
        StatusCallback: 'https://gym.example.com/api/sms/status/twilio',
      },
      authorization: `Basic ${Buffer.from(`AC0123:${SECRET}`).toString('base64')}`,
    });
  });

  it("Twilio and Notify.lk: the number with the sending gym's country code", async () => {
    gateway.answer({ status: 201, body: { sid: 'SM43', status: 'queued' } });
    await twilio.send({ phone: '077 123 4567', text: 'Hi', timeZone: 'Asia/Colombo' });
    expect(gateway.requests.at(-1)?.form.To).toBe('+94771234567');
    gateway.answer({ status: 201, body: { sid: 'SM44', status: 'queued' } });
    await twilio.send({ phone: '+61 412 345 678', text: 'Hi', timeZone: 'Asia/Colombo' });
    expect(gateway.requests.at(-1)?.form.To).toBe('+61412345678');
    gateway.answer({ status: 200, body: { status: 'success', data: 'Sent' } });
    await notify.send({ phone: '9841020012', text: 'Hi', timeZone: 'Asia/Kathmandu' });
    expect(gateway.requests.at(-1)?.form.to).toBe('9779841020012');
  });

  it('Twilio: an invalid token is final; a rate limit (429) and a timeout are retried', async () => {
    gateway.answer({ status: 401, body: { code: 20003, message: 'Authenticate', status: 401 } });
    expect(await failure(twilio)).toMatchObject({
      error: 'Twilio: Authenticate (code 20003) (HTTP 401)',
      retryable: false,
    });
    gateway.answer({ status: 429, body: { code: 20429, message: 'Too Many Requests', status: 429 } });
    expect(await failure(twilio)).toMatchObject({ retryable: true });
    gateway.answer('hang');
    expect(await failure(twilio)).toMatchObject({ error: 'Twilio: no answer in time', retryable: true });
  });

  it('Notify.lk: success has no message id; refusals and timeouts are reported', async () => {
    gateway.answer({ status: 200, body: { status: 'success', data: 'Sent' } });
    // No id: the status says so rather than pretending a delivery report will come.
    expect(await notify.send({ ...message, phone: '94711234567' })).toEqual(SENT_WITHOUT_ID);
    expect(gateway.requests.at(-1)).toEqual({
      path: '/api/v1/send',
      form: { user_id: '42', api_key: SECRET, sender_id: 'GymDemo', to: '94711234567', message: 'Hello Ram' },
    });
    gateway.answer({ status: 401, body: { status: 'error', message: 'Invalid API key' } });
    expect(await failure(notify)).toMatchObject({ retryable: false });
    gateway.answer({ status: 400, body: { status: 'error', message: 'Insufficient account balance' } });
    expect(await failure(notify)).toMatchObject({
      error: 'Notify.lk: Insufficient account balance (HTTP 400)',
    });
    gateway.answer({ status: 429, body: { status: 'error', message: 'Rate limit exceeded' } });
    expect(await failure(notify)).toMatchObject({ retryable: true });
    gateway.answer('hang');
    expect(await failure(notify)).toMatchObject({ retryable: true });
  });
});

describe('Twilio callback signatures', () => {
  // The example of Twilio's request-validation documentation: token, URL, parameters, signature.
  const url = 'https://mycompany.com/myapp.php?foo=1&bar=2';
  const params = {
    CallSid: 'CA1234567890ABCDE',
    Caller: '+14158675309',
    Digits: '1234',
    From: '+14158675309',
    To: '+18005551212',
  };
  it("reproduces Twilio's documented signature", () => {
    expect(twilioSignature('12345', url, params)).toBe('RSOYDt4T1cUTdK1PDd93/VVr8B8=');
  });

  it('refuses a missing, forged or replayed-elsewhere signature', () => {
    const twilio = createTwilioProvider({
      baseUrl: 'http://127.0.0.1:9',
      accountSid: 'AC1',
      authToken: '12345',
      from: '+1',
      defaultTimeZone: 'Asia/Kathmandu',
    });
    const verify = (u: string, p: Record<string, string>, signature: string | undefined) =>
      twilio.verifyCallback?.(u, p, signature);
    expect(verify(url, params, 'RSOYDt4T1cUTdK1PDd93/VVr8B8=')).toBe(true);
    expect(verify(url, params, undefined)).toBe(false);
    expect(verify(url, params, 'AAAAAAAAAAAAAAAAAAAAAAAAAAA=')).toBe(false);
    expect(verify(`${url}&x=1`, params, 'RSOYDt4T1cUTdK1PDd93/VVr8B8=')).toBe(false);
    expect(verify(url, { ...params, Digits: '9999' }, 'RSOYDt4T1cUTdK1PDd93/VVr8B8=')).toBe(false);
  });
});

describe('smsProviderFromEnv', () => {
  const local = createLocalSmsProvider();
  it('keeps messages local unless a gateway is configured', () => {
    expect(smsProviderFromEnv({}, local)).toBe(local);
    expect(
      smsProviderFromEnv({ SMS_PROVIDER: 'sparrow', SMS_TOKEN: SECRET, SMS_FROM: 'Gym' }, local).name,
    ).toBe('sparrow');
  });

  it('names a missing setting without showing any value', () => {
    expect(() => smsProviderFromEnv({ SMS_PROVIDER: 'notifylk', SMS_TOKEN: SECRET }, local)).toThrow(
      'SMS_PROVIDER=notifylk needs SMS_USER_ID',
    );
    expect(() => smsProviderFromEnv({ SMS_PROVIDER: 'carrier-pigeon' }, local)).toThrow(/must be one of/);
  });
});
