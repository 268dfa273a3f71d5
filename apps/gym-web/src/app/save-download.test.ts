import { describe, expect, it } from 'vitest';
import { downloadFileName } from './save-download.ts';

describe('downloadFileName', () => {
  it('takes the name the server gave the file', () => {
    const response = new Response('', {
      headers: { 'content-disposition': 'attachment; filename="clients-4.csv"' },
    });
    expect(downloadFileName(response)).toBe('clients-4.csv');
  });

  it('falls back when the server named none', () => {
    expect(downloadFileName(new Response(''))).toBe('export');
  });
});
