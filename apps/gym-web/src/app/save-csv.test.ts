import { describe, expect, it } from 'vitest';
import { csvFileName } from './save-csv.ts';

describe('csvFileName', () => {
  it('takes the name the server gave the file', () => {
    const response = new Response('', {
      headers: { 'content-disposition': 'attachment; filename="clients-4.csv"' },
    });
    expect(csvFileName(response)).toBe('clients-4.csv');
  });

  it('falls back when the server named none', () => {
    expect(csvFileName(new Response(''))).toBe('export.csv');
  });
});
