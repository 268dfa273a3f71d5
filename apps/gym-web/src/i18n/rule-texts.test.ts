import { validationMessages } from '@gym/api-client';
import { describe, expect, it } from 'vitest';
import { INVOICE_RULE_MESSAGES, INVOICE_RULES } from '../pages/billing/invoice-rule-texts.ts';
import { PAYMENT_RULE_MESSAGES, PAYMENT_RULES } from '../pages/billing/payment-rule-texts.ts';
import { PLAN_RULE_MESSAGES } from '../pages/billing/plan-rule-texts.ts';
import { MONEY_RULE_MESSAGES } from '../pages/money/money-rule-texts.ts';
import { languageStore } from './i18n.ts';

const contractTexts = new Set(
  Object.values(validationMessages).flatMap((schema) =>
    Object.values(schema as Record<string, Record<string, string>>).flatMap((rules) => Object.values(rules)),
  ),
);

describe('the forms’ rules the app translates', () => {
  it("are the contract's own words", () => {
    for (const messages of [
      INVOICE_RULE_MESSAGES,
      PAYMENT_RULE_MESSAGES,
      PLAN_RULE_MESSAGES,
      MONEY_RULE_MESSAGES,
    ])
      for (const message of Object.values(messages)) expect(contractTexts).toContain(message.defaultMessage);
  });

  it('leave a sentence the form does not know as it came, field by field', () => {
    expect(INVOICE_RULES.text('Something nobody translated.')).toBe('Something nobody translated.');
    expect(PAYMENT_RULES.fields({ amount: 'Amount is required.', billNo: undefined })).toEqual({
      amount: 'Amount is required.',
      billNo: undefined,
    });
  });

  it('reads a rule in the chosen language', async () => {
    await languageStore.use('ne');
    try {
      expect(PAYMENT_RULES.fields({ amount: 'Amount is required.' })).toEqual({ amount: 'रकम आवश्यक छ।' });
      expect(PAYMENT_RULES.reason(undefined)).toBe('अज्ञात त्रुटि');
    } finally {
      await languageStore.use('en');
    }
  });
});
