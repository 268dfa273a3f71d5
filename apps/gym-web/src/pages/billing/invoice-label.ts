import type { components } from '@gym/api-client';
import { translate } from '../../i18n/i18n.ts';
import { defineMessages } from '../../i18n/messages.ts';

type Invoice = components['schemas']['Invoice'];

const TEXT = defineMessages({
  freezeFee: {
    defaultMessage: 'Freeze fee',
    description: 'An invoice’s plan: the fee for freezing a membership',
  },
  freezeFeeOf: {
    defaultMessage: 'Freeze fee ({plan})',
    description: 'An invoice’s plan: the fee for freezing a membership of that plan',
  },
});

/**
 * What an invoice was for, as its plan column and the printed invoice say it: the plan's name, or
 * for a freeze fee (decision 0047) 'Freeze fee (plan)'; null when its plan was deleted.
 */
export function invoicePlanLabel(invoice: Pick<Invoice, 'pricingPlanDto' | 'freezeId'>): string | null {
  const name = invoice.pricingPlanDto?.planName ?? null;
  if (invoice.freezeId === null) return name;
  return name === null ? translate(TEXT.freezeFee) : translate(TEXT.freezeFeeOf, { plan: name });
}
