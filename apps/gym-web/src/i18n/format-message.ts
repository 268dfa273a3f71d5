import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { MessageValues } from './messages.ts';

/*
 * Formats a message compiled ahead of time (FormatJS's ICU syntax tree, TYPE numbers below) in a
 * locale: text, `{name}`, `{n, number}`, `{d, date}`/`{t, time}`, `{x, select, ...}`,
 * `{n, plural, ...}` and `{n, selectordinal, ...}` with `#`, `=n` and `offset:`, and tags (their
 * text). It does what intl-messageformat does for a compiled tree in under 1 kB instead of about
 * 2.5 kB gzipped, which every screen's first load pays (decision 0052). Plural categories come
 * from Intl.PluralRules: Hindi and Sinhala put 0 in 'one', Nepali and English in 'other'.
 */

const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();
const pluralRules = new Map<string, Intl.PluralRules>();

function cached<T>(cache: Map<string, T>, key: string, make: () => T): T {
  let made = cache.get(key);
  if (!made) {
    made = make();
    cache.set(key, made);
  }
  return made;
}

type Style = string | { parsedOptions: object } | null | undefined;

/** A `number` or `date`/`time` argument's options: a skeleton's, or a named style's. */
function styleOptions(style: Style, named: Record<string, object>): object {
  if (style && typeof style === 'object') return style.parsedOptions;
  return (style && named[style]) || {};
}

const NUMBER_STYLES: Record<string, Intl.NumberFormatOptions> = {
  integer: { maximumFractionDigits: 0 },
  percent: { style: 'percent' },
};
const DATE_STYLES: Record<string, Intl.DateTimeFormatOptions> = {
  short: { dateStyle: 'short' },
  medium: { dateStyle: 'medium' },
  long: { dateStyle: 'long' },
  full: { dateStyle: 'full' },
};
const TIME_STYLES: Record<string, Intl.DateTimeFormatOptions> = {
  short: { timeStyle: 'short' },
  medium: { timeStyle: 'medium' },
  long: { timeStyle: 'long' },
  full: { timeStyle: 'full' },
};

function formatNumber(locale: string, value: number, options: object = {}): string {
  const key = `${locale}${JSON.stringify(options)}`;
  return cached(numberFormats, key, () => new Intl.NumberFormat(locale, options)).format(value);
}

export function formatMessage(
  elements: readonly MessageFormatElement[],
  locale: string,
  values: MessageValues = {},
  pound?: number,
): string {
  let text = '';
  for (const element of elements) {
    if (element.type === 0) {
      text += element.value;
      continue;
    }
    if (element.type === 7) {
      text += pound === undefined ? '#' : formatNumber(locale, pound);
      continue;
    }
    if (element.type === 8) {
      text += formatMessage(element.children, locale, values, pound);
      continue;
    }
    if (!(element.value in values)) throw new Error(`The message needs a value for {${element.value}}`);
    const value = values[element.value] as string | number | Date;
    switch (element.type) {
      case 1:
        text += String(value);
        break;
      case 2:
        text +=
          typeof value === 'number'
            ? formatNumber(locale, value, styleOptions(element.style as Style, NUMBER_STYLES))
            : String(value);
        break;
      case 3:
      case 4: {
        const options = styleOptions(element.style as Style, element.type === 3 ? DATE_STYLES : TIME_STYLES);
        const key = `${locale}${element.type}${JSON.stringify(options)}`;
        text += cached(dateFormats, key, () => new Intl.DateTimeFormat(locale, options)).format(
          typeof value === 'string' ? new Date(value) : value,
        );
        break;
      }
      case 5: {
        const option = element.options[String(value)] ?? element.options.other;
        text += option ? formatMessage(option.value, locale, values, pound) : '';
        break;
      }
      case 6: {
        const n = Number(value) - element.offset;
        const rules = cached(
          pluralRules,
          `${locale}${element.pluralType}`,
          () => new Intl.PluralRules(locale, { type: element.pluralType ?? 'cardinal' }),
        );
        const option =
          element.options[`=${Number(value)}`] ?? element.options[rules.select(n)] ?? element.options.other;
        text += option ? formatMessage(option.value, locale, values, n) : '';
        break;
      }
    }
  }
  return text;
}
