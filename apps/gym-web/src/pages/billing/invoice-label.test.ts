import { describe, expect, it } from 'vitest';
import { invoicePlanLabel } from './invoice-label.ts';

describe('an invoice plan label', () => {
  it('names the plan, or the freeze fee and its plan', () => {
    const plan = { id: 1, planName: 'Gold' };
    expect(invoicePlanLabel({ pricingPlanDto: plan, freezeId: null })).toBe('Gold');
    expect(invoicePlanLabel({ pricingPlanDto: plan, freezeId: 7 })).toBe('Freeze fee (Gold)');
    expect(invoicePlanLabel({ pricingPlanDto: null, freezeId: 7 })).toBe('Freeze fee');
    expect(invoicePlanLabel({ pricingPlanDto: null, freezeId: null })).toBeNull();
    // In another language, the screen's words for the fee.
    expect(invoicePlanLabel({ pricingPlanDto: plan, freezeId: 7 }, 'फ्रिज शुल्क')).toBe('फ्रिज शुल्क (Gold)');
  });
});
