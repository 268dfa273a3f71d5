import { describe, expect, it } from 'vitest';
import {
  membershipMonths,
  newInvoiceForm,
  repriced,
  toInvoiceRequest,
  validateInvoiceForm,
} from './invoice-rules.ts';
import { GOLD_PLAN } from './plan-fixture.ts';

const gold = GOLD_PLAN;

describe('the invoice rules', () => {
  it('names every missing field with its sentence', () => {
    expect(validateInvoiceForm({ ...newInvoiceForm('2026-11-23'), membershipStartDate: null })).toEqual({
      membershipStartDate: 'Membership Start Date is required.',
      membershipEndDate: 'Membership End Date is required.',
      pricingPlanId: 'Pricing Plan is required.',
      totalAmount: 'Total Amount can not be zero.',
      discountedAmount: 'Discounted Amount can not be zero.',
    });
  });

  it('refuses a discount above the total and a zero amount', () => {
    const filled = {
      membershipStartDate: '2026-11-23',
      membershipEndDate: '2026-12-23',
      pricingPlanId: 4,
      totalAmount: 1500,
      discountedAmount: 1600,
    };
    expect(validateInvoiceForm(filled)).toEqual({
      discountedAmount: 'Discounted Amount cannot exceed Total Amount.',
    });
    expect(validateInvoiceForm({ ...filled, discountedAmount: 0 })).toEqual({
      discountedAmount: 'Discounted Amount can not be zero.',
    });
    expect(validateInvoiceForm({ ...filled, discountedAmount: 1200 })).toEqual({});
    expect(toInvoiceRequest(9, { ...filled, discountedAmount: 1200 })).toEqual({
      clientId: 9,
      pricingPlanId: 4,
      membershipStartDate: '2026-11-23',
      membershipEndDate: '2026-12-23',
      totalAmount: 1500,
      discountedAmount: 1200,
    });
  });

  it('refuses an end date before the start date, and takes one on the same day', () => {
    const form = {
      ...newInvoiceForm('2026-11-23'),
      pricingPlanId: 4,
      totalAmount: 1500,
      discountedAmount: 1500,
    };
    expect(validateInvoiceForm({ ...form, membershipEndDate: '2026-11-22' })).toEqual({
      membershipEndDate: 'Membership End Date cannot be before Membership Start Date.',
    });
    expect(validateInvoiceForm({ ...form, membershipEndDate: '2026-11-23' })).toEqual({});
  });

  it('knows the plan length the dates span', () => {
    expect(membershipMonths('2026-01-31', '2026-02-28')).toBe(1);
    expect(membershipMonths('2026-11-23', '2027-11-23')).toBe(12);
    expect(membershipMonths('2026-11-23', '2026-12-24')).toBeUndefined();
    expect(membershipMonths(null, '2026-12-24')).toBeUndefined();
  });

  it('fills the total and the discounted amount from the plan for the length chosen, else keeps them', () => {
    const form = { ...newInvoiceForm('2026-11-23'), pricingPlanId: 4, membershipEndDate: '2027-05-23' };
    expect(repriced(form, [gold])).toMatchObject({ totalAmount: 7500, discountedAmount: 7500 });
    const odd = { ...form, membershipEndDate: '2027-05-24', totalAmount: 10 };
    expect(repriced(odd, [gold])).toBe(odd);
    expect(repriced({ ...form, pricingPlanId: null }, [gold]).totalAmount).toBeNaN();
  });
});
