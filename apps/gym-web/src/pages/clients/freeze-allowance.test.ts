import { formatMoney } from '@gym/ui';
import { describe, expect, it } from 'vitest';
import { allowanceText } from './FreezeForm.tsx';

const money = (amount: number) => formatMoney(amount, 'NPR');
const base = { planName: 'Gold', fee: null, daysPerYear: null, year: 2026, daysUsed: 0, daysLeft: null };

describe("the freeze form's allowance", () => {
  it('says the days left in the year and the fee, as money in the gym’s currency', () => {
    expect(allowanceText({ ...base, fee: 500, daysPerYear: 30, daysUsed: 12, daysLeft: 18 }, money)).toBe(
      'Gold: 18 of 30 frozen days left in 2026; a freeze fee of Rs 500, charged as an invoice.',
    );
    expect(allowanceText({ ...base, daysPerYear: 30, daysUsed: 30, daysLeft: 0 }, money)).toBe(
      'Gold: 0 of 30 frozen days left in 2026; no freeze fee.',
    );
    expect(allowanceText({ ...base, fee: 1250.5 }, money)).toBe(
      'Gold: No limit of frozen days; a freeze fee of Rs 1,250.50, charged as an invoice.',
    );
  });

  it('says there are no rules for a plan without them or a membership without a plan', () => {
    const none = 'No freeze fee and no limit of frozen days on this membership.';
    expect(allowanceText(base, money)).toBe(none);
    expect(allowanceText({ ...base, planName: null }, money)).toBe(none);
  });
});
