import { placeholderPieces } from '@gym/sms-segments';
import { describe, expect, it } from 'vitest';
import { createLocalSmsProvider } from '../src/sms/provider.ts';
import { createSmsCostCounter, smsCost } from '../src/sms/segments.ts';

const values = {
  client_name: 'Ram',
  expiry_date: '2026-12-01',
  business_name: 'Gym',
  amount_due: '',
  amount: '',
  receipt_number: '',
};

describe('createSmsCostCounter', () => {
  it('agrees with the whole-text count on every length around the part boundaries', async () => {
    const counter = createSmsCostCounter();
    const samples = ['a', '€', '[x]', 'नम', 'ñ', 'é', '😀', 'ab^', 'के'];
    for (const sample of samples) {
      for (let length = 60; length <= 480; length += 7) {
        const template = `{client_name} ${sample.repeat(Math.ceil(length / sample.length)).slice(0, length)}`;
        for (const name of ['Ram', 'Sita{', 'राम']) {
          const pieces = placeholderPieces(template, { ...values, client_name: name });
          expect(await counter.cost(pieces), `${name} ${sample} ${length}`).toEqual(smsCost(pieces.join('')));
        }
      }
    }
  });
});

describe('createLocalSmsProvider', () => {
  it('keeps only the latest messages, oldest first', async () => {
    const provider = createLocalSmsProvider(3);
    for (const phone of ['1', '2', '3', '4', '5']) await provider.send({ phone, text: 'x' });
    expect(provider.latest().map((message) => message.phone)).toEqual(['3', '4', '5']);
  });
});
