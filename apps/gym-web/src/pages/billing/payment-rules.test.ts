import { describe, expect, it } from 'vitest';
import { newPaymentForm, toPaymentRequest, validatePaymentForm } from './payment-rules.ts';

describe('the payment rules', () => {
  it('dates a new payment today and offers what is due', () => {
    expect(newPaymentForm('2026-11-23', 2500)).toEqual({
      paymentDate: '2026-11-23',
      paymentType: null,
      billNo: '',
      amount: 2500,
    });
    expect(newPaymentForm('2026-11-23', 0).amount).toBeNaN();
  });

  it('gives each of its four messages', () => {
    expect(
      validatePaymentForm(
        { paymentDate: null, paymentType: null, billNo: ' ', amount: Number.NaN },
        '2026-11-23',
      ),
    ).toEqual({
      amount: 'Amount is required.',
      paymentDate: 'Payment Date is required.',
      paymentType: 'Payment Type is required.',
      billNo: 'Bill Number is required.',
    });
    expect(
      validatePaymentForm(
        { paymentDate: '2026-11-23', paymentType: 'CASH', billNo: 'B-1', amount: 0 },
        '2026-11-23',
      ),
    ).toEqual({ amount: 'Amount must be greater than zero.' });
  });

  it('refuses a date after the gym’s today, in the contract’s words', () => {
    const values = { paymentDate: '2026-11-24', paymentType: 'CASH', billNo: 'B-1', amount: 500 };
    expect(validatePaymentForm(values, '2026-11-23')).toEqual({
      paymentDate: 'Payment Date cannot be later than today.',
    });
    expect(validatePaymentForm(values, '2026-11-24')).toEqual({});
  });

  it('sends a valid payment for its invoice', () => {
    const values = { paymentDate: '2026-11-23', paymentType: 'CASH', billNo: ' B-1 ', amount: 500 };
    expect(validatePaymentForm(values, '2026-11-23')).toEqual({});
    expect(toPaymentRequest(3, values)).toEqual({
      invoiceId: 3,
      billNo: 'B-1',
      amount: 500,
      paymentDate: '2026-11-23',
      paymentType: 'CASH',
    });
  });
});
