import { describe, expect, it } from 'vitest';
import { guessMapping } from '../src/imports/column-guess.ts';
import { decodeCsvBytes, readCsv } from '../src/imports/csv-file.ts';
import { readAmount, readDate, readGender } from '../src/imports/written-values.ts';

describe('dates as people write them', () => {
  it.each([
    ['2026-03-15', '2026-03-15'],
    ['15/03/2026', '2026-03-15'],
    ['5-3-2026', '2026-03-05'],
    ['15.03.2026', '2026-03-15'],
    ['15 Mar 2026', '2026-03-15'],
    ['15-March-2026', '2026-03-15'],
    ['Mar 15, 2026', '2026-03-15'],
    ['', null],
  ])('reads %s in an AD gym', (written, stored) => {
    expect(readDate(written, 'AD')).toEqual({ value: stored });
  });

  it('reads BS dates: by month name anywhere, numeric in a gym that writes BS', () => {
    expect(readDate('10 Mangsir 2083', 'AD')).toEqual({ value: '2026-11-26' });
    expect(readDate('10 मंसिर 2083', 'AD')).toEqual({ value: '2026-11-26' });
    expect(readDate('2083-08-10', 'BS')).toEqual({ value: '2026-11-26' });
    expect(readDate('10 Mangsir 2083 (Nov 26, 2026)', 'BS_AD')).toEqual({ value: '2026-11-26' });
    // An AD month's name is AD even in a BS gym.
    expect(readDate('26 Nov 2026', 'BS')).toEqual({ value: '2026-11-26' });
  });

  it('names a date that does not exist', () => {
    expect(readDate('2026-02-30', 'AD')).toEqual({ problem: "'2026-02-30' is a date that does not exist." });
    expect(readDate('31/04/2026', 'AD')).toEqual({ problem: "'31/04/2026' is a date that does not exist." });
    expect(readDate('33 Mangsir 2083', 'AD')).toEqual({
      problem: "'33 Mangsir 2083' is not a day of the Bikram Sambat calendar.",
    });
    expect(readDate('soon', 'AD')).toEqual({
      problem: "'soon' is not a date (write it like 2026-03-15 or 15/03/2026).",
    });
  });
});

describe('amounts and genders', () => {
  it('reads amounts with currencies and digit groups, exactly', () => {
    expect(readAmount('Rs 1,00,000.50')).toEqual({ value: '100000.50' });
    expect(readAmount('₹ 2,500')).toEqual({ value: '2500' });
    expect(readAmount('NPR 1500')).toEqual({ value: '1500' });
    expect(readAmount('')).toEqual({ value: '0' });
    expect(readAmount('-5')).toEqual({ problem: "'-5' is not an amount (write it like 1500 or 1,500.50)." });
    expect(readAmount('1.234')).toHaveProperty('problem');
  });

  it('reads genders in English and Nepali', () => {
    expect(readGender('F')).toEqual({ value: 'FEMALE' });
    expect(readGender('पुरुष')).toEqual({ value: 'MALE' });
    expect(readGender('')).toEqual({ problem: 'Gender is missing (Male or Female).' });
  });
});

describe('the file', () => {
  it('reads Excel’s semicolon CSV with a BOM and Google Sheets’ comma CSV alike', () => {
    const excel = readCsv('\uFEFFName;Phone\r\n"Shah; Ram";9841000000\r\n\r\n');
    expect(excel).toEqual({
      delimiter: ';',
      headers: ['Name', 'Phone'],
      rows: [{ line: 2, cells: ['Shah; Ram', '9841000000'] }],
    });
    const sheets = readCsv('Name,Phone,Notes\nSita,9841000001\n');
    expect(sheets.rows).toEqual([{ line: 2, cells: ['Sita', '9841000001', ''] }]);
  });

  it('decodes UTF-8, and Windows-1252 when the bytes are not UTF-8', () => {
    expect(decodeCsvBytes(Buffer.from('नाम', 'utf8'))).toBe('नाम');
    expect(decodeCsvBytes(Buffer.from([0x4a, 0x6f, 0x73, 0xe9]))).toBe('José');
  });

  it('refuses a file without rows', () => {
    expect(() => readCsv('Name,Phone\n')).toThrow('The file has no rows under its first line.');
  });

  it('guesses columns from English, Nepali and this product’s own export', () => {
    expect(guessMapping(['नाम', 'मोबाइल नम्बर', 'लिङ्ग', 'म्याद', 'बाँकी रकम'])).toEqual({
      name: 0,
      phone: 1,
      gender: 2,
      membershipEndDate: 3,
      owes: 4,
    });
    expect(guessMapping(['Full Name', 'Mobile No.', 'Sex', 'Expiry Date', 'Balance', 'Remarks'])).toEqual({
      name: 0,
      phone: 1,
      gender: 2,
      membershipEndDate: 3,
      owes: 4,
      notes: 5,
    });
    expect(
      guessMapping(['Name', 'Phone', 'Gender', 'Joined', 'Membership ends', 'Membership', 'Owes']),
    ).toEqual({
      name: 0,
      phone: 1,
      gender: 2,
      joinedDate: 3,
      membershipEndDate: 4,
      owes: 6,
    });
  });
});
