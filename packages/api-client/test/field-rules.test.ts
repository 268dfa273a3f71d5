import { describe, expect, it } from 'vitest';
import {
  countryOfTimeZone,
  fieldLabel,
  isEmailAddress,
  isPhoneShape,
  limitMessage,
  normalisePhone,
  parsePhoneList,
} from '../src/field-rules.ts';
import { brokenLimit, limitError } from '../src/limit-check.ts';
import { GymFormLimits, PricingPlanRequestLimits } from '../src/validation-limits.gen.ts';
import { validationMessages } from '../src/validation-messages.gen.ts';

describe('parsePhoneList', () => {
  it("keeps each number once, in its country's stored form, blanks ignored", () => {
    expect(parsePhoneList(' 9841000000, +977 984-1000000,, 01-4123456 ,', 'NP')).toEqual({
      phones: ['9841000000', '014123456'],
    });
    expect(parsePhoneList('077 123 4567, +94 77 765 4321', 'LK')).toEqual({
      phones: ['0771234567', '0777654321'],
    });
  });

  it('names the first entry that is not a number of the gym’s country, as typed', () => {
    expect(parsePhoneList('9841000000, 98410 00, abc', 'NP')).toEqual({ notAPhone: '98410 00' });
    expect(parsePhoneList('9841000000', 'LK')).toEqual({ notAPhone: '9841000000' });
    expect(parsePhoneList('+977 9841000000', 'IN')).toEqual({ notAPhone: '+977 9841000000' });
  });

  it('finds no numbers in blanks', () => {
    expect(parsePhoneList(' , ,', 'NP')).toEqual({ phones: [] });
  });
});

describe('normalisePhone', () => {
  it.each([
    ['NP', '9841234567', '9841234567'],
    ['NP', '+977 984-1234567', '9841234567'],
    ['NP', '00977 9841234567', '9841234567'],
    ['NP', '977 9841234567', '9841234567'],
    ['NP', '01-4123456', '014123456'],
    ['NP', '+977 1 4123456', '014123456'],
    ['LK', '077 123 4567', '0771234567'],
    ['LK', '+94 77 123 4567', '0771234567'],
    ['LK', '94771234567', '0771234567'],
    ['LK', '(011) 234-5678', '0112345678'],
    ['IN', '98765 43210', '9876543210'],
    ['IN', '+91 98765-43210', '9876543210'],
    ['IN', '098765 43210', '9876543210'],
    ['IN', '011 2345 6789', '01123456789'],
    ['PK', '0300 1234567', '03001234567'],
    ['AU', '+61 412 345 678', '0412345678'],
    [undefined, '+44 20 7946 0000', '+442079460000'],
  ] as const)('reads %s %s as %s', (country, typed, stored) => {
    expect(normalisePhone(typed, country)).toBe(stored);
  });

  it.each([
    ['NP', 'abc-123'],
    ['NP', 'not a phone'],
    ['NP', '12345'],
    ['NP', '9123456789'],
    ['NP', '+94 77 123 4567'],
    ['LK', '9841234567'],
    ['IN', '+977 9841234567'],
    ['IN', '12345678901234'],
    [undefined, '123'],
    [undefined, 'abc-123'],
  ] as const)('refuses %s %s', (country, typed) => {
    expect(normalisePhone(typed, country)).toBeUndefined();
  });

  it('knows a gym’s country by its time zone', () => {
    expect(countryOfTimeZone('Asia/Kathmandu')).toBe('NP');
    expect(countryOfTimeZone('Asia/Colombo')).toBe('LK');
    expect(countryOfTimeZone('Asia/Calcutta')).toBe('IN');
    expect(countryOfTimeZone('Australia/Perth')).toBe('AU');
    expect(countryOfTimeZone('Europe/Paris')).toBeUndefined();
  });

  it('takes the shape of a phone number of some country for the contract’s format', () => {
    expect(isPhoneShape('+977 984-1234567')).toBe(true);
    expect(isPhoneShape('abc-123')).toBe(false);
    expect(isPhoneShape('123')).toBe(false);
  });
});

describe('isEmailAddress', () => {
  it('takes an address and refuses what is not one', () => {
    expect(isEmailAddress('hari@example.com')).toBe(true);
    for (const text of ['not-an-email', 'a@b', 'a b@example.com', '@example.com']) {
      expect(isEmailAddress(text)).toBe(false);
    }
  });
});

describe('messages naming the field and its limit', () => {
  it('reads a field’s name as a person would', () => {
    expect(fieldLabel('extraFeatures')).toBe('Extra features');
    expect(fieldLabel('websiteURL')).toBe('Website URL');
    expect(fieldLabel('clientInfoInDevice.card')).toBe('Card');
  });

  it('says the limit', () => {
    expect(limitMessage('name', 'maxLength', { maxLength: 200 })).toBe(
      'Name must be at most 200 characters.',
    );
    expect(limitMessage('notes', 'maxLength', { maxLength: 2000 })).toBe(
      'Notes must be at most 2,000 characters.',
    );
    expect(limitMessage('latitude', 'maximum', { maximum: 90 })).toBe('Latitude must be at most 90.');
    expect(limitMessage('age', 'type', { type: 'integer' })).toBe('Age must be a whole number.');
    expect(limitMessage('name', 'pattern', {})).toBeUndefined();
  });

  it('finds the limit a value breaks, with the contract’s sentence for it', () => {
    expect(brokenLimit('x'.repeat(201), { maxLength: 200 })).toBe('maxLength');
    expect(brokenLimit(123.456, { minimum: -90, maximum: 90 })).toBe('maximum');
    expect(brokenLimit(['ok', 'x'.repeat(31)], { maxLength: 30 })).toBe('maxLength');
    expect(brokenLimit('fits', { maxLength: 200 })).toBeUndefined();
    const plan = [PricingPlanRequestLimits, validationMessages.PricingPlanRequest] as const;
    expect(limitError(...plan, 'extraFeatures', 'x'.repeat(5000))).toMatch(
      /^Extra features must be at most [\d,]+ characters\.$/,
    );
    expect(limitError(GymFormLimits, validationMessages.GymForm, 'latitude', 123.456)).toBe(
      'Latitude must be a number from -90 to 90.',
    );
  });
});
