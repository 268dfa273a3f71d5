import { describe, expect, it } from 'vitest';
import { GOLD_PLAN } from './plan-fixture.ts';
import {
  EMPTY_PLAN_FORM,
  planFormField,
  planToForm,
  priceFor,
  toPlanRequest,
  validatePlanForm,
} from './pricing-rules.ts';

const filled = { ...planToForm(GOLD_PLAN), planName: ' Gold ', extraFeatures: '  ' };

describe('the pricing plan rules', () => {
  it('asks for a name and all four prices on an empty form', () => {
    expect(validatePlanForm(EMPTY_PLAN_FORM)).toEqual({
      planName: 'Plan Name is required.',
      prices: 'All price fields must be filled and greater than zero.',
    });
  });

  it('refuses a zero or negative price and a blank name', () => {
    expect(validatePlanForm({ ...filled, sixMonthPrice: 0 })).toEqual({
      prices: 'All price fields must be filled and greater than zero.',
    });
    expect(validatePlanForm({ ...filled, twelveMonthPrice: -5 }).prices).toBeDefined();
    expect(validatePlanForm({ ...filled, planName: '   ' })).toEqual({ planName: 'Plan Name is required.' });
  });

  it('names the field and its limit for text beyond it, as the server would', () => {
    expect(validatePlanForm({ ...filled, extraFeatures: 'x'.repeat(5000) })).toEqual({
      extraFeatures: 'Extra features must be at most 2,000 characters.',
    });
    expect(planFormField('extraFeatures')).toBe('extraFeatures');
    expect(planFormField('monthlyPrice')).toBe('prices');
    expect(planFormField('gymId')).toBeUndefined();
  });

  it('passes a complete plan and sends it trimmed, without empty extra features', () => {
    expect(validatePlanForm(filled)).toEqual({});
    const { id, gymId, ...request } = GOLD_PLAN;
    expect(toPlanRequest(filled)).toEqual(request);
  });

  it('takes the freeze fee and frozen days per year as optional, refusing what the contract refuses', () => {
    const empty = { ...filled, freezeFee: Number.NaN, freezeDaysPerYear: Number.NaN };
    expect(validatePlanForm(empty)).toEqual({});
    expect(toPlanRequest(empty)).toMatchObject({ freezeFee: null, freezeDaysPerYear: null });
    expect(validatePlanForm({ ...filled, freezeFee: 0 })).toEqual({
      freezeFee: 'Freeze Fee must be a number greater than zero, or empty for no fee.',
    });
    expect(validatePlanForm({ ...filled, freezeFee: 200_000_000 })).toEqual({
      freezeFee: 'Freeze Fee must be at most 100,000,000.',
    });
    const days = 'Frozen Days per Year must be a whole number from 0 to 366, or empty for no limit.';
    expect(validatePlanForm({ ...filled, freezeDaysPerYear: 367 })).toEqual({ freezeDaysPerYear: days });
    expect(validatePlanForm({ ...filled, freezeDaysPerYear: 2.5 })).toEqual({ freezeDaysPerYear: days });
    expect(validatePlanForm({ ...filled, freezeDaysPerYear: 0 })).toEqual({});
    expect(planFormField('freezeFee')).toBe('freezeFee');
  });

  it('gives the price of each plan duration and none for another length', () => {
    expect([1, 3, 6, 12].map((months) => priceFor(GOLD_PLAN, months))).toEqual([1500, 4000, 7500, 14000]);
    expect(priceFor(GOLD_PLAN, 2)).toBeUndefined();
  });
});
