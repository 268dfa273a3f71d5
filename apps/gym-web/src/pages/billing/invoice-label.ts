import type { components } from '@gym/api-client';

type Invoice = components['schemas']['Invoice'];

/**
 * What an invoice was for, as its plan column and the printed invoice say it: the plan's name, or
 * for a freeze fee (decision 0047) 'Freeze fee (plan)'; null when its plan was deleted.
 */
export function invoicePlanLabel(invoice: Pick<Invoice, 'pricingPlanDto' | 'freezeId'>): string | null {
  const name = invoice.pricingPlanDto?.planName ?? null;
  if (invoice.freezeId === null) return name;
  return name === null ? 'Freeze fee' : `Freeze fee (${name})`;
}
