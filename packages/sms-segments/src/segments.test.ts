import { describe, expect, it } from 'vitest';
import { isGsm7, measureSms } from './segments.ts';

const segmentsOf = (text: string) => measureSms(text).segments;

describe('GSM-7', () => {
  it('fits 160 characters in one segment, then 153 in each', () => {
    expect(measureSms('a'.repeat(160))).toEqual({ encoding: 'GSM-7', units: 160, segments: 1 });
    expect(segmentsOf('a'.repeat(161))).toBe(2);
    expect(segmentsOf('a'.repeat(306))).toBe(2);
    expect(segmentsOf('a'.repeat(307))).toBe(3);
  });

  it('counts the extension characters two septets, never cut between segments', () => {
    expect(measureSms('^{}\\[~]|€\f')).toMatchObject({ encoding: 'GSM-7', units: 20 });
    expect(segmentsOf('{'.repeat(80))).toBe(1);
    expect(segmentsOf('{'.repeat(81))).toBe(2);
    // 152 septets, then '€' (2) does not fit the first part's 153: it opens the second.
    expect(segmentsOf(`${'a'.repeat(152)}€${'a'.repeat(152)}`)).toBe(3);
    expect(segmentsOf(`${'a'.repeat(151)}€${'a'.repeat(153)}`)).toBe(2);
  });

  it("knows GSM 03.38's own letters and refuses what only looks like them", () => {
    expect(isGsm7('ÆØÅ æøå ÄÖÑÜ äöñü à é è ù ì ò Ç ΔΦΓΛΩΠΨΣΘΞ ¡¿ £¥¤§ @$_')).toBe(true);
    expect(isGsm7('`')).toBe(false);
    expect(isGsm7('ç')).toBe(false);
    expect(isGsm7('á')).toBe(false);
  });
});

describe('UCS-2', () => {
  it('takes the whole message when one character is outside GSM-7: 70 units, then 67 in each', () => {
    expect(measureSms('न'.repeat(70))).toEqual({ encoding: 'UCS-2', units: 70, segments: 1 });
    expect(measureSms(`${'a'.repeat(70)}न`)).toEqual({ encoding: 'UCS-2', units: 71, segments: 2 });
    expect(segmentsOf('ශ'.repeat(134))).toBe(2);
    expect(segmentsOf('ශ'.repeat(135))).toBe(3);
    // Extension characters are one unit like any other in UCS-2.
    expect(measureSms(`{न`)).toMatchObject({ units: 2 });
  });

  it('never cuts a surrogate pair or an emoji sequence between segments', () => {
    // 66 + 2 (the emoji) + 66 = 134 units would fill two segments exactly, but the emoji does not fit
    // the first segment's last unit: it opens the second, and the last unit needs a third.
    expect(segmentsOf(`${'न'.repeat(66)}😀${'न'.repeat(66)}`)).toBe(3);
    expect(segmentsOf(`${'न'.repeat(65)}😀${'न'.repeat(67)}`)).toBe(2);
    const family = '👨‍👩‍👧‍👦'; // 11 units, one character
    expect(segmentsOf(`${'न'.repeat(60)}${family}${'न'.repeat(60)}`)).toBe(3);
    expect(segmentsOf(`${'न'.repeat(56)}${family}${'न'.repeat(67)}`)).toBe(2);
  });

  it('keeps a letter with its vowel sign, and cuts only a character longer than a segment', () => {
    // 'कि' is two units, one character: at unit 67 it moves whole to the second segment.
    expect(segmentsOf(`${'न'.repeat(66)}कि${'न'.repeat(66)}`)).toBe(3);
    const overloaded = `a${'\u0301'.repeat(100)}`;
    expect(measureSms(overloaded)).toEqual({ encoding: 'UCS-2', units: 101, segments: 2 });
  });

  it('counts a CR LF line break as two characters in either encoding', () => {
    expect(measureSms('a\r\nb')).toMatchObject({ encoding: 'GSM-7', units: 4 });
    expect(measureSms('न\r\nब')).toMatchObject({ encoding: 'UCS-2', units: 4 });
  });
});

it('an empty text costs nothing', () => {
  expect(measureSms('')).toEqual({ encoding: 'GSM-7', units: 0, segments: 0 });
});
