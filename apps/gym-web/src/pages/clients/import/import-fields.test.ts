import { describe, expect, it } from 'vitest';
import { importPercent, withColumn } from './import-fields.ts';

describe('the import’s column choices and progress', () => {
  it('sets and clears a field’s column', () => {
    expect(withColumn({ name: 0 }, 'phone', 2)).toEqual({ name: 0, phone: 2 });
    expect(withColumn({ name: 0, phone: 2 }, 'phone', null)).toEqual({ name: 0 });
  });

  it('tells the share written as the job says it', () => {
    expect(importPercent({ status: 'IMPORTING', doneRows: 0, goodRows: null })).toBe(0);
    expect(importPercent({ status: 'IMPORTING', doneRows: 250, goodRows: 1000 })).toBe(25);
    expect(importPercent({ status: 'DONE', doneRows: 0, goodRows: 0 })).toBe(100);
  });
});
