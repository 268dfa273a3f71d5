import { describe, expect, it } from 'vitest';
import {
  addTypedFacilities,
  countryOf,
  EMPTY_GYM_FORM,
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
