import { describe, expect, it } from 'vitest';
import { keepUnfixed } from './form-feedback.ts';

describe('keepUnfixed', () => {
  it('drops the message of a field that is now right', () => {
    expect(keepUnfixed({ name: 'Name is required.', phone: 'Bad' }, { phone: 'Bad' })).toEqual({
      phone: 'Bad',
    });
  });
  it('shows no error the submit had not shown', () => {
    expect(keepUnfixed({}, { phone: 'Bad' })).toEqual({});
  });
  it("takes a still-wrong field's current message", () => {
    expect(keepUnfixed({ phone: 'Old' }, { phone: 'New' })).toEqual({ phone: 'New' });
  });
});
