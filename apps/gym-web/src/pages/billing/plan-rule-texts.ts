import { defineMessages } from '../../i18n/messages.ts';
import { ruleTexts } from '../../i18n/rule-texts.ts';

/** The contract's rules of the pricing plan form (PricingPlanRequest), as the app translates them. */
export const PLAN_RULE_MESSAGES = defineMessages({
  planName: { defaultMessage: 'Plan Name is required.' },
  planPrices: { defaultMessage: 'All price fields must be filled and greater than zero.' },
  planFreezeFee: { defaultMessage: 'Freeze Fee must be a number greater than zero, or empty for no fee.' },
  planFreezeFeeMax: { defaultMessage: 'Freeze Fee must be at most 100,000,000.' },
  planFrozenDays: {
    defaultMessage: 'Frozen Days per Year must be a whole number from 0 to 366, or empty for no limit.',
  },
});

export const PLAN_RULES = ruleTexts(PLAN_RULE_MESSAGES);
