import { describe, expect, it } from 'vitest';
import { languageStore } from '../../i18n/i18n.ts';
import { invoiceWords, receiptWords } from './print-words.ts';

describe('the printed invoice’s and receipt’s words', () => {
  it('are the sheets’ own English in English', () => {
    const invoice = invoiceWords();
    expect(invoice.title(7)).toBe('Invoice #7');
    expect(invoice.issued('Nov 1, 2026')).toBe('Issued Nov 1, 2026');
    expect(invoice.noPayments('Rs 500')).toBe('No payments recorded yet: the whole Rs 500 is due.');
    expect(invoice.paymentType('BANK_TRANSFER')).toBe('Bank Transfer');
    const receipt = receiptWords();
    expect(receipt.forInvoice(3, 'Gold')).toBe('Invoice #3 · Gold');
    expect(receipt.forInvoice(3, null)).toBe('Invoice #3');
  });

  it('follow the interface’s language, payment types too', async () => {
    await languageStore.use('hi');
    try {
      expect(invoiceWords().title(7)).toBe('इनवॉइस #7');
      expect(invoiceWords().paymentType('CASH')).toBe('नकद');
      // A type the server adds later still reads as words.
      expect(receiptWords().paymentType('MOBILE_WALLET')).toBe('Mobile Wallet');
      expect(receiptWords().paidOn('Nov 1, 2026')).toBe('Nov 1, 2026 को चुकाया');
    } finally {
      await languageStore.use('en');
    }
  });
});
