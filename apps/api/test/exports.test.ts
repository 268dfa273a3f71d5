import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayIn } from '../src/time.ts';
import { backends } from './support/backends.ts';
import {
  addOwnerWithGym,
  addPricingPlan,
  type GymFixture,
  invoicedClient,
  ownerWithGym,
} from './support/fixtures.ts';
import { multipartForm } from './support/forms.ts';

const BOM = '\uFEFF';

describe.each(backends)('CSV exports on %s', (backend) => {
  let fixture: GymFixture;
  let invoiceId: number;
  let clientId: number;
  const today = todayIn('Asia/Kathmandu');

  /** The answer with its body as the bytes' text, BOM kept (fetch's text() drops it). */
  const get = async (path: string, token = fixture.owner.token) => {
    const response = await fetch(`${fixture.server.url}${path}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const body = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await response.arrayBuffer());
    return { status: response.status, headers: response.headers, body };
  };
  /** The file's rows as a spreadsheet reads them, after checking it opens with the BOM. */
  const rowsOf = (text: string): string[][] => {
    expect(text.startsWith(BOM)).toBe(true);
    return parse(text, { bom: true });
  };

  beforeAll(async () => {
    fixture = await ownerWithGym(backend, 'Export Gym');
    const planId = await addPricingPlan(fixture.server, fixture.owner.token, fixture.gymId);
    ({ clientId, invoiceId } = await invoicedClient(
      fixture,
      { name: 'राम शर्मा', gender: 'MALE' },
      { planId, start: '2026-03-15', end: '2026-04-14', amount: 2500 },
    ));
    await fixture.server.call('POST', '/api/clients', {
      token: fixture.owner.token,
      body: multipartForm({
        gymId: fixture.gymId,
        name: 'සුනිල්, "Sunil" පෙරේරා',
        phone: '9841000001',
        gender: 'MALE',
      }),
    });
    const paid = await fixture.server.call('POST', '/api/payments', {
      token: fixture.owner.token,
      body: { invoiceId, billNo: 'B-1', amount: 1000, paymentDate: today, paymentType: 'CASH' },
    });
    expect(paid.status).toBe(201);
    await fixture.server.db.query(
      `INSERT INTO attendance (gym_id, client_id, punched_at, status) VALUES ($1, $2, '2026-03-16T01:15:00Z', 'CHECK_IN')`,
      [fixture.gymId, clientId],
    );
  });
  afterAll(() => fixture.server.close());

  it('writes the clients with their membership and what they owe, names in any script intact', async () => {
    const answer = await get(`/api/exports/clients/gyms/${fixture.gymId}`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(answer.headers.get('content-disposition')).toBe(
      `attachment; filename="clients-${fixture.gymId}.csv"`,
    );
    const [header, ...rows] = rowsOf(answer.body);
    expect(header?.slice(0, 2)).toEqual(['Name', 'Phone']);
    expect(header?.slice(7, 10)).toEqual(['Membership ends', 'Membership', 'Owes']);
    expect(rows.map((row) => [row[0], row[1], row[7], row[8], row[9]])).toEqual([
      ['राम शर्मा', '9841000000', 'Apr 14, 2026', 'Expired', 'Rs 1,500'],
      ['සුනිල්, "Sunil" පෙරේරා', '9841000001', '', 'No membership', 'Rs 0'],
    ]);
  });

  it('filters and orders as the list does', async () => {
    const answer = await get(`/api/exports/clients/gyms/${fixture.gymId}?phone=0001&sortOrder=desc`);
    expect(
      rowsOf(answer.body)
        .slice(1)
        .map((row) => row[0]),
    ).toEqual(['සුනිල්, "Sunil" පෙරේරා']);
  });

  it('writes dates in the gym’s calendar', async () => {
    await fixture.server.db.query(`UPDATE gyms SET date_calendar = 'BS' WHERE id = $1`, [fixture.gymId]);
    try {
      const answer = await get(`/api/exports/clients/gyms/${fixture.gymId}?name=राम`);
      expect(rowsOf(answer.body)[1]?.[7]).toBe('1 Baishakh 2083');
    } finally {
      await fixture.server.db.query(`UPDATE gyms SET date_calendar = 'AD' WHERE id = $1`, [fixture.gymId]);
    }
  });

  it('writes invoices, payments, money flows, attendance and messages', async () => {
    const invoices = rowsOf((await get(`/api/exports/invoices?gymId=${fixture.gymId}`)).body);
    expect(invoices[1]?.slice(0, 10)).toEqual([
      '1',
      'राम शर्मा',
      '9841000000',
      'Monthly',
      'Mar 15, 2026',
      'Apr 14, 2026',
      'Rs 2,500',
      'Rs 2,500',
      'Rs 1,000',
      'Rs 1,500',
    ]);
    const payments = rowsOf((await get(`/api/exports/payments?invoiceId=${invoiceId}`)).body);
    expect(payments[1]?.slice(0, 6)).toEqual(['1', '1', 'B-1', formatToday(today), 'Rs 1,000', 'CASH']);
    const money = rowsOf(
      (await get(`/api/exports/moneyflows/gym/${fixture.gymId}?transactionType=INCOME`)).body,
    );
    expect(money.slice(1).map((row) => [row[1], row[2], row[4]])).toEqual([['Income', 'B-1', 'Rs 1,000']]);
    const attendance = rowsOf(
      (await get(`/api/exports/attendance/client?clientId=${clientId}&month=3&year=2026`)).body,
    );
    expect(attendance.slice(1)).toEqual([['राम शर्मा', '9841000000', 'Mar 16, 2026, 7:00 AM', 'CHECK_IN']]);
    const sms = rowsOf((await get(`/api/exports/sms/gyms/${fixture.gymId}`)).body);
    expect(sms).toEqual([['Sent', 'Client', 'Phone', 'Message', 'Status', 'Credits']]);
  });

  it('writes every record of the gym, and only of this gym, in one file', async () => {
    const other = await addOwnerWithGym(fixture.server, 'Other', 'Other Gym');
    await fixture.server.call('POST', '/api/clients', {
      token: other.owner.token,
      body: multipartForm({ gymId: other.gymId, name: 'Elsewhere', phone: '9841000077', gender: 'MALE' }),
    });
    const answer = await get(`/api/exports/gyms/${fixture.gymId}/everything`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-disposition')).toBe(
      `attachment; filename="gym-${fixture.gymId}.json"`,
    );
    const file = JSON.parse(answer.body);
    expect(file).toMatchObject({
      format: 'gym-platform-whole-gym',
      version: 1,
      gym: { id: fixture.gymId, gym_name: 'Export Gym' },
    });
    expect(file.gym).not.toHaveProperty('user_id');
    const counts = Object.fromEntries(
      Object.entries(file.tables as Record<string, unknown[]>).map(([table, rows]) => [table, rows.length]),
    );
    expect(counts).toMatchObject({
      clients: 2,
      invoices: 1,
      payments: 1,
      money_flows: 1,
      attendance: 1,
      pricing_plans: 1,
    });
    expect(counts).not.toHaveProperty('import_jobs');
    expect(file.tables.clients.map((client: { name: string }) => client.name).sort()).toEqual([
      'राम शर्मा',
      'සුනිල්, "Sunil" පෙරේරා',
    ]);
    expect(Object.keys(file.tables)).toEqual(
      expect.arrayContaining(['client_devices', 'membership_freezes', 'activity_log']),
    );
    expect((await get(`/api/exports/gyms/${fixture.gymId}/everything`, fixture.stranger.token)).status).toBe(
      404,
    );
  });

  it('shows another owner’s gym to nobody', async () => {
    const stranger = fixture.stranger.token;
    expect((await get(`/api/exports/clients/gyms/${fixture.gymId}`, stranger)).status).toBe(404);
    expect((await get(`/api/exports/payments?invoiceId=${invoiceId}`, stranger)).status).toBe(404);
    expect((await get(`/api/exports/sms/gyms/${fixture.gymId}`)).status).toBe(200);
  });

  it('refuses a bad filter as the list does', async () => {
    const answer = await get(`/api/exports/moneyflows/gym/${fixture.gymId}?startDate=yesterday`);
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body).message).toMatch(/startDate/);
  });
});

function formatToday(date: string): string {
  return new Intl.DateTimeFormat('en-US', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));
}
