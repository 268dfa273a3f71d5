import type { components } from '@gym/api-client';

type Invoice = components['schemas']['Invoice'];

/**
 * What an invoice was for, as its plan column and the printed invoice say it: the plan's name, or
 * for a freeze fee (decision 0047) 'Freeze fee (plan)'; null when its plan was deleted. A screen in
 * another language passes its words for 'Freeze fee' (billing's FREEZE_FEE message); the plan's name
 * follows them in brackets in every language, a name rather than part of a sentence.
 */
export function invoicePlanLabel(
  invoice: Pick<Invoice, 'pricingPlanDto' | 'freezeId'>,
  freezeFee = 'Freeze fee',
): string | null {
  const name = invoice.pricingPlanDto?.planName ?? null;
  if (invoice.freezeId === null) return name;
  return name === null ? freezeFee : `${freezeFee} (${name})`;
}
