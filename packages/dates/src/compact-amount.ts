import { type Currency, GROUPING } from './money.ts';

/** The unit a compact amount is counted in: thousands, lakhs (1,00,000) and crores, or millions. */
export type CompactUnit = 'thousand' | 'lakh' | 'crore' | 'million';

/**
 * An amount as a chart's axis says it, in the units its currency's country counts in: lakhs and
 * crores where digits group that way (Nepal, India, Pakistan: 1,30,000 is 1.3 lakh), thousands and
 * millions elsewhere. The value keeps one decimal at most; the words for the unit are the reader's
 * language's ('1.3L', '1.3 लाख'), so the screen writes them. Below a thousand there is no unit.
 */
export function compactAmount(
  amount: number,
  currency: Currency = 'NPR',
): { value: number; unit: CompactUnit | null } {
  const size = Math.abs(amount);
  const steps: [CompactUnit, number][] =
    GROUPING[currency] === 'en-IN'
      ? [
          ['crore', 1e7],
          ['lakh', 1e5],
          ['thousand', 1e3],
        ]
      : [
          ['million', 1e6],
          ['thousand', 1e3],
        ];
  // One decimal of a unit: 99,999 reads 1 lakh (not 100 thousand), as it rounds.
  const inUnit = (value: number, scale: number) => Math.round((value / scale) * 10) / 10;
  for (const [unit, scale] of steps) {
    if (inUnit(size, scale) >= 1) return { value: inUnit(amount, scale), unit };
  }
  return { value: amount, unit: null };
}
