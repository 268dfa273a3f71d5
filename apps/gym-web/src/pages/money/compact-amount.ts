import { type CompactUnit, type Currency, compactAmount } from '@gym/ui';
import { translate } from '../../i18n/i18n.ts';
import { defineMessages } from '../../i18n/messages.ts';

const UNITS = defineMessages({
  thousand: { defaultMessage: '{value}k', description: 'A chart axis: an amount in thousands, e.g. 12.5k' },
  lakh: { defaultMessage: '{value}L', description: 'A chart axis: an amount in lakhs (1,00,000), e.g. 1.3L' },
  crore: {
    defaultMessage: '{value}Cr',
    description: 'A chart axis: an amount in crores (1,00,00,000), e.g. 2.5Cr',
  },
  million: { defaultMessage: '{value}M', description: 'A chart axis: an amount in millions, e.g. 2.5M' },
});

/**
 * A money chart's axis tick: short, in the units the gym's currency counts in ('1.3L', '1.3 लाख';
 * '2.5M' for rupees of Sri Lanka), the unit's word in the interface's language.
 */
export function compactMoneyTick(currency: Currency): (amount: number) => string {
  return (amount) => {
    const { value, unit } = compactAmount(amount, currency);
    return unit === null ? String(value) : translate(UNITS[unit satisfies CompactUnit], { value });
  };
}
