import type { UiTexts } from '../../texts/ui-texts.ts';
import { NUMBER_FIELD_TEXTS } from './number-field-texts.ts';

/** What a number field accepts: its bounds, its step and how many decimals it keeps. */
export interface NumberRules {
  minValue?: number | undefined;
  maxValue?: number | undefined;
  /** Values snap to multiples of the step, counted from minValue (or 0). */
  step?: number | undefined;
  /**
   * How the number is written: grouping and decimals only. The field reads back plain decimal
   * numbers, so a currency, percent or unit style (whose text would not parse back) is not offered;
   * a prefix such as 'Rs' is the field's `prefix`.
   */
  formatOptions?: NumberFormat | undefined;
}

export type NumberFormat = Pick<
  Intl.NumberFormatOptions,
  'useGrouping' | 'minimumFractionDigits' | 'maximumFractionDigits'
>;

// Numbers read and written the way the app's other figures are (gym-format, money.ts).
const LOCALE = 'en-US';

/** The number as the field shows it ('2,500', '27.7172'); '' for none (NaN). */
export function formatNumber(value: number, rules: NumberRules): string {
  if (Number.isNaN(value)) return '';
  return new Intl.NumberFormat(LOCALE, rules.formatOptions).format(value);
}

/**
 * The typed text as a number: '' is none (NaN); grouping commas and spaces are ignored; anything
 * else that is not a plain decimal number is null (the field then keeps its previous value).
 */
export function parseNumber(text: string): number | null {
  const plain = text.replace(/[\s,]/g, '');
  if (plain === '') return Number.NaN;
  if (!/^[-+]?(\d+\.?\d*|\.\d+)$/.test(plain)) return null;
  return Number(plain);
}

/**
 * The value the field keeps: snapped to the step and rounded to its decimals. A number beyond the
 * bounds is kept as typed (the field says so, `outOfBounds`): changing it silently would save a
 * number nobody typed.
 */
export function settleNumber(value: number, rules: NumberRules): number {
  if (Number.isNaN(value)) return value;
  const { minValue = -Infinity, step } = rules;
  let settled = value;
  if (step !== undefined && step > 0) {
    const origin = Number.isFinite(minValue) ? minValue : 0;
    settled = origin + Math.round((settled - origin) / step) * step;
  }
  // Rounded as the field would show it, so the value and the text agree.
  const rounding = new Intl.NumberFormat(LOCALE, { ...rules.formatOptions, useGrouping: false });
  return Number(rounding.format(settled));
}

/** What the field says of a number beyond its bounds ('Enter a number from -90 to 90.'), else undefined. */
export function outOfBounds(
  value: number,
  rules: NumberRules,
  texts: Pick<UiTexts, 'numberBetween' | 'numberAtLeast' | 'numberAtMost'> = NUMBER_FIELD_TEXTS,
): string | undefined {
  const { minValue = -Infinity, maxValue = Infinity } = rules;
  if (Number.isNaN(value) || (value >= minValue && value <= maxValue)) return undefined;
  const number = (bound: number) => formatNumber(bound, rules);
  if (Number.isFinite(minValue) && Number.isFinite(maxValue))
    return texts.numberBetween(number(minValue), number(maxValue));
  return Number.isFinite(minValue)
    ? texts.numberAtLeast(number(minValue))
    : texts.numberAtMost(number(maxValue));
}

/** The keyboard a phone should offer: digits only, digits and a point, or full text for a minus. */
export function numberInputMode(rules: NumberRules): 'numeric' | 'decimal' | 'text' {
  const negativeAllowed = rules.minValue === undefined || rules.minValue < 0;
  // iOS's number pads have no minus key.
  if (negativeAllowed) return 'text';
  return rules.formatOptions?.maximumFractionDigits === 0 ? 'numeric' : 'decimal';
}
