import type { FastifyRequest } from 'fastify';
import { callerOf } from '../auth/bearer.ts';
import type { AppContext } from '../context.ts';
import type { QueryOf, Schemas, WithDefaults } from '../contract.ts';
import { assertGymAccess, loadGymOwned } from '../gyms/access.ts';
import { badRequest } from '../http/errors.ts';
import { pageOf, queryPage, sqlOrder } from '../http/paging.ts';
import { DEFAULT_SMS_SETTINGS } from './default-settings.ts';
import { fillPlaceholders } from './placeholders.ts';
import { smsCost } from './segments.ts';

type SendRequest = Schemas['SendSmsRequest'];
type ListQuery = WithDefaults<QueryOf<'listGymSms'>, 'pageNo' | 'pageSize' | 'sortBy' | 'sortOrder'>;
type Settings = Schemas['UserSMSSetting'];
type GymParams = { Params: { gymId: number } };

interface SmsRow {
  id: number;
  gym_id: number;
  client_id: number | null;
  client_name: string | null;
  content: string;
  phone: string;
  send_date_time: Date;
  sms_cost: number;
  status: 'QUEUED' | 'SENT' | 'DELIVERED' | 'FAILED';
  encoding: 'GSM_7' | 'UCS_2';
}
interface Recipient {
  phone: string;
  clientId: number | null;
  clientName: string;
  expiryDate: string;
}

const SMS_NOT_FOUND = 'SMS not found.';
const PHONE = /^\+?[0-9]{7,15}$/;
const SMS_SELECT = `SELECT s.*, c.name AS client_name FROM sms_messages s LEFT JOIN clients c ON c.id = s.client_id`;
const SORT_COLUMNS: Record<ListQuery['sortBy'], string> = {
  sendDateTime: 's.send_date_time',
  client: 'lower(c.name)',
};
// Which clients each group means, with "today" in the gym's time zone.
const GROUP_CONDITIONS = {
  ALL: 'true',
  EXPIRED: 'c.membership_end_date < (now() AT TIME ZONE g.time_zone)::date',
  NON_EXPIRED: 'c.membership_end_date >= (now() AT TIME ZONE g.time_zone)::date',
} as const;

function toSms(row: SmsRow) {
  return {
    id: row.id,
    gymId: row.gym_id,
    client:
      row.client_id !== null && row.client_name !== null
        ? { id: row.client_id, name: row.client_name }
        : null,
    content: row.content,
    phone: row.phone,
    sendDateTime: row.send_date_time,
    smsCost: row.sms_cost,
    status: row.status,
    encoding: row.encoding,
  };
}

/** The typed phone list: trimmed, blanks dropped, each checked, duplicates sent once. */
function parsePhoneList(text: string): string[] {
  const phones = [
    ...new Set(
      text
        .split(',')
        .map((phone) => phone.trim().replace(/[\s-]/g, ''))
        .filter(Boolean),
    ),
  ];
  const invalid = phones.find((phone) => !PHONE.test(phone));
  if (invalid) throw badRequest('phoneNumbers', `${invalid} is not a phone number.`);
  return phones;
}

export function smsHandlers(ctx: AppContext) {
  const access = (request: FastifyRequest, gymId: number) =>
    assertGymAccess(ctx.db, callerOf(request), gymId);

  const recipientsOf = async (body: SendRequest): Promise<Recipient[]> => {
    if (body.type) {
      const rows = await ctx.db.query<{ id: number; name: string; phone: string; end_date: string | null }>(
        `SELECT c.id, c.name, c.phone, c.membership_end_date AS end_date
           FROM clients c JOIN gyms g ON g.id = c.gym_id
          WHERE c.gym_id = $1 AND c.active_member AND ${GROUP_CONDITIONS[body.type]} ORDER BY c.id`,
        [body.gymId],
      );
      return rows.map((row) => ({
        phone: row.phone,
        clientId: row.id,
        clientName: row.name,
        expiryDate: row.end_date ?? '',
      }));
    }
    const phones = parsePhoneList(body.phoneNumbers ?? '');
    if (phones.length === 0) {
      throw badRequest('phoneNumbers', 'Add at least one phone number or choose which clients to send to.');
    }
    // A typed number that belongs to a client of the gym still gets that client's name and date.
    const clients = await ctx.db.query<{ id: number; name: string; phone: string; end_date: string | null }>(
      'SELECT id, name, phone, membership_end_date AS end_date FROM clients WHERE gym_id = $1 AND phone = ANY($2::text[])',
      [body.gymId, phones],
    );
    return phones.map((phone) => {
      const client = clients.find((candidate) => candidate.phone === phone);
      return {
        phone,
        clientId: client?.id ?? null,
        clientName: client?.name ?? 'Member',
        expiryDate: client?.end_date ?? '',
      };
    });
  };

  return {
    /**
     * Fills the placeholders per recipient, charges each message's segments to the user (the balance
     * may go negative: credit) and stores the messages as queued in one transaction; then hands them
     * to the provider and records what it says.
     */
    async sendSms(request: FastifyRequest<{ Body: SendRequest }>) {
      const caller = callerOf(request);
      const body = request.body;
      await access(request, body.gymId);
      const recipients = await recipientsOf(body);
      if (recipients.length === 0) throw badRequest('type', 'There are no clients in that group to send to.');
      const [gym] = await ctx.db.query<{ gym_name: string }>('SELECT gym_name FROM gyms WHERE id = $1', [
        body.gymId,
      ]);
      const messages = recipients.map((recipient) => {
        const text = fillPlaceholders(body.smsContent, {
          client_name: recipient.clientName,
          expiry_date: recipient.expiryDate,
          business_name: gym?.gym_name ?? '',
        });
        return { ...recipient, text, ...smsCost(text) };
      });
      const creditsUsed = messages.reduce((sum, message) => sum + message.segments, 0);
      const { ids, totalSms } = await ctx.db.transaction(async (tx) => {
        const inserted = await tx.query<{ id: number }>(
          `INSERT INTO sms_messages (gym_id, client_id, content, phone, sms_cost, status, encoding)
           SELECT $1, * FROM unnest($2::int[], $3::text[], $4::text[], $5::int[], $6::text[], $7::text[])
           RETURNING id`,
          [
            body.gymId,
            messages.map((message) => message.clientId),
            messages.map((message) => message.text),
            messages.map((message) => message.phone),
            messages.map((message) => message.segments),
            messages.map(() => 'QUEUED'),
            messages.map((message) => message.encoding),
          ],
        );
        const [user] = await tx.query<{ total_sms: number }>(
          'UPDATE users SET total_sms = total_sms - $1, updated_at = now() WHERE id = $2 RETURNING total_sms',
          [creditsUsed, caller.id],
        );
        return { ids: inserted.map((row) => row.id), totalSms: user?.total_sms ?? 0 };
      });
      let sent = 0;
      for (const [index, message] of messages.entries()) {
        const { status } = await ctx.sms.send({ phone: message.phone, text: message.text });
        if (status === 'SENT') sent++;
        await ctx.db.query('UPDATE sms_messages SET status = $1 WHERE id = $2', [status, ids[index]]);
      }
      return { sent, failed: messages.length - sent, creditsUsed, totalSms };
    },

    async listGymSms(request: FastifyRequest<GymParams & { Querystring: ListQuery }>) {
      await access(request, request.params.gymId);
      const query = request.query;
      const { rows, total } = await queryPage<SmsRow>(
        ctx.db,
        {
          columns: 's.*, c.name AS client_name',
          from: 'sms_messages s LEFT JOIN clients c ON c.id = s.client_id WHERE s.gym_id = $1',
          orderBy: `${SORT_COLUMNS[query.sortBy]} ${sqlOrder(query.sortOrder)} NULLS LAST, s.id DESC`,
        },
        [request.params.gymId],
        query,
      );
      return pageOf(rows.map(toSms), total, query);
    },

    async getGymSmsMonthlyCount(request: FastifyRequest<GymParams>) {
      await access(request, request.params.gymId);
      return ctx.db.query<{ year: number; month: number; count: number }>(
        `SELECT extract(year FROM s.send_date_time AT TIME ZONE g.time_zone)::int AS year,
                extract(month FROM s.send_date_time AT TIME ZONE g.time_zone)::int AS month,
                sum(s.sms_cost)::int AS count
           FROM sms_messages s JOIN gyms g ON g.id = s.gym_id
          WHERE s.gym_id = $1 GROUP BY 1, 2 ORDER BY 1, 2`,
        [request.params.gymId],
      );
    },

    async getSms(request: FastifyRequest<{ Params: { id: number } }>) {
      return toSms(
        await loadGymOwned<SmsRow>(
          ctx.db,
          callerOf(request),
          `${SMS_SELECT} WHERE s.id = $1`,
          request.params.id,
          SMS_NOT_FOUND,
        ),
      );
    },

    async getGymSmsSettings(request: FastifyRequest<{ Params: { id: number } }>): Promise<Settings> {
      await access(request, request.params.id);
      const [row] = await ctx.db.query<{ settings: Settings }>(
        'SELECT settings FROM gym_sms_settings WHERE gym_id = $1',
        [request.params.id],
      );
      return { ...DEFAULT_SMS_SETTINGS, ...row?.settings, gymId: request.params.id };
    },

    async updateGymSmsSettings(
      request: FastifyRequest<{ Params: { id: number }; Body: { id: number; userSMSSetting: Settings } }>,
    ): Promise<Settings> {
      const gymId = request.params.id;
      await access(request, gymId);
      if (request.body.id !== gymId) throw badRequest('id', 'The settings belong to the gym in the path.');
      const { gymId: _ignored, ...settings } = request.body.userSMSSetting;
      await ctx.db.query(
        `INSERT INTO gym_sms_settings (gym_id, settings) VALUES ($1, $2)
         ON CONFLICT (gym_id) DO UPDATE SET settings = excluded.settings`,
        [gymId, JSON.stringify(settings)],
      );
      return { ...settings, gymId };
    },
  };
}
