import { describe, expect, it } from 'vitest';
import {
  addTypedFacilities,
  countryOf,
  EMPTY_GYM_FORM,
  gymFormField,
  toGymFormData,
  validateGymForm,
  withScheme,
} from './gym-form-rules.ts';

describe('gym form rules', () => {
  it('splits typed facilities on commas, trims them and skips blanks and duplicates', () => {
    expect(addTypedFacilities(['Swimming Pool'], ' Sauna , ,swimming pool, Rooftop ,Sauna')).toEqual([
      'Swimming Pool',
      'Sauna',
      'Rooftop',
    ]);
  });

  it('takes the time zone and the currency from the chosen country', () => {
    expect(countryOf('Asia/Colombo')).toEqual({ timeZone: 'Asia/Colombo', currency: 'LKR' });
    const form = toGymFormData({ ...EMPTY_GYM_FORM, gymName: 'Lanka', ...countryOf('Asia/Colombo') });
    expect(form.get('currency')).toBe('LKR');
  });

  it('requires a gym name and a contact number', () => {
    expect(validateGymForm({ ...EMPTY_GYM_FORM, contactNumbers: ['  '] })).toEqual({
      gymName: 'Gym name is required.',
      contactNumbers: 'At least one contact number is required.',
    });
    expect(validateGymForm({ ...EMPTY_GYM_FORM, gymName: 'Peak', contactNumbers: ['9841000000'] })).toEqual(
      {},
    );
  });

  it('refuses what cannot be right, with the server’s rules and the contract’s messages, at the field', () => {
    const wrong = {
      ...EMPTY_GYM_FORM,
      gymName: 'Peak',
      contactNumbers: ['9841000000', 'not a phone'],
      emailAddress: 'not-an-email',
      latitude: 123.456,
      unreadable: ['longitude'] as const,
    };
    expect(validateGymForm(wrong)).toEqual({
      'contactNumbers.1': "Contact number must be a phone number of the gym's country.",
      emailAddress: 'Please enter a valid email address.',
      latitude: 'Latitude must be a number from -90 to 90.',
      longitude: 'Longitude must be a number from -180 to 180.',
    });
    // The contact numbers are judged by the country chosen.
    const lankan = { ...EMPTY_GYM_FORM, gymName: 'Kandy', contactNumbers: ['+94 81 234 5678'] };
    expect(validateGymForm({ ...lankan, ...countryOf('Asia/Colombo') })).toEqual({});
    expect(validateGymForm(lankan)).toEqual({
      'contactNumbers.0': "Contact number must be a phone number of the gym's country.",
    });
    expect(
      validateGymForm({ ...EMPTY_GYM_FORM, gymName: 'g'.repeat(201), contactNumbers: ['9841000000'] }),
    ).toEqual({
      gymName: 'Gym name must be at most 200 characters.',
    });
  });

  it('puts a refusal of the server at the form’s field', () => {
    expect(gymFormField('contactNumber')).toBe('contactNumbers');
    expect(gymFormField('latitude')).toBe('latitude');
    expect(gymFormField('logoFile')).toBeUndefined();
  });

  it('sends every field trimmed, lists as repeated fields without their blanks', () => {
    const form = toGymFormData({
      ...EMPTY_GYM_FORM,
      gymName: ' Peak ',
      contactNumbers: ['9841000000', '', '014400000'],
      facilities: ['Sauna'],
      latitude: 27.7172,
      socialLinks: { ...EMPTY_GYM_FORM.socialLinks, instagram: 'instagram.com/peak' },
    });
    expect(form.get('gymName')).toBe('Peak');
    expect(form.getAll('contactNumber')).toEqual(['9841000000', '014400000']);
    expect(form.getAll('facilities')).toEqual(['Sauna']);
    expect(form.getAll('socialMediaLinks')).toEqual(['instagram.com/peak']);
    expect(form.get('latitude')).toBe('27.7172');
    expect(form.get('timeZone')).toBe('Asia/Kathmandu');
  });

  it('sends a cleared field as blank, so the server clears it, and leaves unset coordinates out', () => {
    const form = toGymFormData({ ...EMPTY_GYM_FORM, gymName: 'Peak', branch: '  ', contactNumbers: ['1'] });
    for (const field of ['branch', 'address', 'emailAddress', 'websiteURL', 'openingHours']) {
      expect(form.getAll(field), field).toEqual(['']);
    }
    expect(form.getAll('facilities')).toEqual(['']);
    expect(form.getAll('socialMediaLinks')).toEqual(['']);
    expect(form.has('latitude')).toBe(false);
    expect(form.has('longitude')).toBe(false);
    expect(form.has('logoFile')).toBe(false);
  });

  it("prefixes 'http://' to a link without a scheme", () => {
    expect(withScheme('facebook.com/peak')).toBe('http://facebook.com/peak');
    expect(withScheme('https://peak.example')).toBe('https://peak.example');
  });
});
