import { describe, expect, it } from 'vitest';
import { insertAt } from './insert-at.ts';

describe('insertAt', () => {
  it('inserts at the cursor and moves the cursor past the insert', () => {
    expect(insertAt('Hello !', '{client_name}', 6)).toEqual({ text: 'Hello {client_name}!', cursor: 19 });
  });
  it('replaces a selection', () => {
    expect(insertAt('Dear NAME,', '{client_name}', 5, 9)).toEqual({
      text: 'Dear {client_name},',
      cursor: 18,
    });
  });
  it('keeps positions inside the text', () => {
    expect(insertAt('abc', 'X', 10)).toEqual({ text: 'abcX', cursor: 4 });
    expect(insertAt('abc', 'X', -3)).toEqual({ text: 'Xabc', cursor: 1 });
  });
});
