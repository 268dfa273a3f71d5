import { parse } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { formatMessage } from './format-message.ts';

const format = (message: string, locale: string, values?: Record<string, string | number | Date>) =>
  formatMessage(parse(message), locale, values);

describe('formatting a compiled message', () => {
  it('fills placeholders, numbers in the locale and selects', () => {
    expect(format('Hello, {name}!', 'en-IN', { name: 'Sita' })).toBe('Hello, Sita!');
    expect(format('{n, number} members', 'en-IN', { n: 1234567 })).toBe('12,34,567 members');
    expect(format('{n, number, percent}', 'en-IN', { n: 0.25 })).toBe('25%');
    expect(format('{n, number, ::compact-short}', 'en-IN', { n: 130000 })).toBe('1.3L');
    expect(format('{g, select, female {She} male {He} other {They}} paid', 'en', { g: 'female' })).toBe(
      'She paid',
    );
    expect(format('{g, select, female {She} other {They}} paid', 'en', { g: 'x' })).toBe('They paid');
    expect(format('Read <b>this</b>', 'en')).toBe('Read this');
  });

  it('chooses plural branches by Intl.PluralRules, with =n, offset and #', () => {
    const clients = '{count, plural, one {# client} other {# clients}}';
    expect(format(clients, 'en-IN', { count: 0 })).toBe('0 clients');
    expect(format(clients, 'en-IN', { count: 1 })).toBe('1 client');
    expect(format(clients, 'en-IN', { count: 100000 })).toBe('1,00,000 clients');
    // Hindi and Sinhala put 0 with 1; Nepali does not.
    const branch = '{count, plural, one {one #} other {other #}}';
    expect(format(branch, 'hi-IN', { count: 0 })).toBe('one 0');
    expect(format(branch, 'si-LK', { count: 0 })).toBe('one 0');
    expect(format(branch, 'ne-NP-u-nu-latn', { count: 0 })).toBe('other 0');
    expect(format(branch, 'ne-NP-u-nu-latn', { count: 1 })).toBe('one 1');
    expect(format('{count, plural, =0 {nobody} other {#}}', 'hi-IN', { count: 0 })).toBe('nobody');
    expect(
      format('{count, plural, offset:1 =0 {nobody} one {you and # other} other {you and # others}}', 'en', {
        count: 3,
      }),
    ).toBe('you and 2 others');
    expect(
      format('{place, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}', 'en', { place: 22 }),
    ).toBe('22nd');
  });

  it('writes Nepali numbers in Latin digits unless the locale asks for Devanagari', () => {
    expect(format('{n, number}', 'ne-NP-u-nu-latn', { n: 1234567 })).toBe('12,34,567');
    expect(format('{n, number}', 'ne-NP', { n: 5 })).toBe('५');
  });

  it('fails loudly on a missing value', () => {
    expect(() => format('Hello, {name}!', 'en')).toThrow('{name}');
  });
});
