import { defineMessages } from '../../i18n/messages.ts';
import { ruleTexts } from '../../i18n/rule-texts.ts';

/** The contract's rules of the money flow form (MoneyFlowRequest), as the app translates them. */
export const MONEY_RULE_MESSAGES = defineMessages({
  amountAboveZero: { defaultMessage: 'Amount must be greater than zero.' },
  moneyDate: { defaultMessage: 'Transaction Date is required.' },
  moneyDateReal: {
    defaultMessage: 'Transaction Date must be a real date and time, such as 2026-11-03T18:30.',
  },
  moneyType: { defaultMessage: 'Transaction Type is required.' },
  moneyTag: { defaultMessage: 'At least one tag is required.' },
});

export const MONEY_RULES = ruleTexts(MONEY_RULE_MESSAGES);
