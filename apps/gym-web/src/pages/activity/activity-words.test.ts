import { describe, expect, it } from 'vitest';
import { type ActivityEntry, describeActivity } from './activity-words.ts';

const FORMAT = {
  money: (amount: number) => `Rs ${amount.toLocaleString('en-IN')}`,
  date: (value: string) => `<${value}>`,
};
const entry = (change: Partial<ActivityEntry>): ActivityEntry => ({
  id: 1,
  at: '2026-11-26T04:40:00.000Z',
  actor: { id: 2, name: 'Maya Gurung' },
  clientId: 3,
  clientName: 'Asha',
  subject: 'INVOICE',
  subjectId: 4,
  action: 'CHANGED',
  changes: [],
  ...change,
});

describe('what a trail entry says', () => {
  it('names the change and each field before and after, money and dates as the gym writes them', () => {
    expect(
      describeActivity(
        entry({
          changes: [
            { field: 'discountedAmount', before: '2500.00', after: '2000.00' },
            { field: 'membershipEndDate', before: '2026-12-26', after: '2027-01-09' },
          ],
        }),
        FORMAT,
      ),
    ).toEqual({
      title: 'Invoice changed',
      lines: ['Discounted Amount: Rs 2,500 → Rs 2,000', 'Membership End Date: <2026-12-26> → <2027-01-09>'],
      by: 'Maya Gurung',
    });
  });

  it('lists a new record’s values and a deleted one’s, and says who when nobody did', () => {
    const created = describeActivity(
      entry({
        subject: 'PAYMENT',
        action: 'CREATED',
        changes: [{ field: 'amount', before: null, after: '1500.00' }],
      }),
      FORMAT,
    );
    expect(created.title).toBe('Payment added');
    expect(created.lines).toEqual(['Amount: Rs 1,500']);
    const door = describeActivity(
      entry({
        subject: 'DOOR',
        actor: null,
        changes: [{ field: 'doorAccess', before: 'true', after: 'false' }],
      }),
      FORMAT,
    );
    expect(door).toEqual({
      title: 'Door access changed',
      lines: ['On the door: yes → no'],
      by: 'The system',
    });
  });

  it('says which gateway recorded a payment paid online, and the person for one typed in by hand', () => {
    const online = entry({
      subject: 'PAYMENT',
      action: 'CREATED',
      actor: null,
      changes: [{ field: 'paymentType', before: null, after: 'ESEWA' }],
    });
    expect(describeActivity(online, FORMAT).by).toBe('eSewa');
    expect(describeActivity({ ...online, actor: { id: 2, name: 'Maya Gurung' } }, FORMAT).by).toBe(
      'Maya Gurung',
    );
    const cash = { ...online, changes: [{ field: 'paymentType', before: null, after: 'CASH' }] };
    expect(describeActivity(cash, FORMAT).by).toBe('The system');
  });
});
