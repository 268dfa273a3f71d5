import { describe, expect, it } from 'vitest';
import { validateSignup } from './signup-rules.ts';

describe('signup rules', () => {
  it('name each broken rule with the specification’s sentence', () => {
    expect(validateSignup({ name: ' ', phone: '98412', password: 'short', district: '' })).toEqual({
      name: 'Name is required.',
      phone: 'Phone number must be exactly 10 digits.',
      password: 'Password must be at least 8 characters.',
      district: 'District is required.',
    });
  });

  it('accept a name, a 10-digit phone (spaces around it trimmed) and an 8-character password', () => {
    expect(
      validateSignup({ name: 'Ram', phone: ' 9841234567 ', password: '12345678', district: 'Kaski' }),
    ).toEqual({});
    expect(
      validateSignup({ name: 'Ram', phone: '98412345678', password: '1234567', district: 'Kaski' }),
    ).toEqual({
      phone: 'Phone number must be exactly 10 digits.',
      password: 'Password must be at least 8 characters.',
    });
  });
});
