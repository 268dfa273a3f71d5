import { describe, expect, it } from 'vitest';
import { EMPTY_PASSWORD_FORM, emptyFields, passwordChecks, submitProblem } from './password-rules.ts';

const form = (values: Partial<typeof EMPTY_PASSWORD_FORM>) => ({ ...EMPTY_PASSWORD_FORM, ...values });

describe('the change password checks while typing', () => {
  it('say nothing and keep the button on for an empty form', () => {
    expect(passwordChecks(EMPTY_PASSWORD_FORM)).toEqual({ failing: false });
  });

  it('ask for 8 characters and block the button', () => {
    expect(passwordChecks(form({ newPassword: 'short' }))).toEqual({
      newPassword: 'Password must be at least 8 characters long.',
      failing: true,
    });
  });

  it('ask for the same password twice and block the button', () => {
    expect(passwordChecks(form({ newPassword: 'long-enough', confirmPassword: 'long-enougH' }))).toEqual({
      confirmPassword: 'Passwords do not match.',
      failing: true,
    });
    expect(passwordChecks(form({ newPassword: 'long-enough', confirmPassword: 'long-enough' }))).toEqual({
      failing: false,
    });
  });
});

describe('sending the change', () => {
  it('says at each empty field that it is needed', () => {
    expect(emptyFields(EMPTY_PASSWORD_FORM)).toEqual({
      oldPassword: 'All fields are required',
      newPassword: 'All fields are required',
      confirmPassword: 'All fields are required',
    });
    expect(emptyFields(form({ oldPassword: 'old', newPassword: 'long-enough' }))).toEqual({
      confirmPassword: 'All fields are required',
    });
  });

  it('needs every field', () => {
    expect(submitProblem(form({ newPassword: 'long-enough', confirmPassword: 'long-enough' }))).toBe(
      'All fields are required',
    );
  });

  it('needs 8 characters and matching passwords', () => {
    expect(submitProblem(form({ oldPassword: 'old', newPassword: 'short', confirmPassword: 'short' }))).toBe(
      'New password must be at least 8 characters long',
    );
    expect(
      submitProblem(form({ oldPassword: 'old', newPassword: 'long-enough', confirmPassword: 'other-one' })),
    ).toBe('New passwords do not match');
  });

  it('lets a complete, matching form through', () => {
    expect(
      submitProblem(form({ oldPassword: 'old', newPassword: 'long-enough', confirmPassword: 'long-enough' })),
    ).toBeNull();
  });
});
