import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { operationMessages, validationMessages } from '@gym/api-client/validation-messages';
import { afterEach, describe, expect, it } from 'vitest';
import ne from './catalogs/ne.json' with { type: 'json' };
import { languageStore } from './i18n.ts';
import { serverMessageId } from './server-message-id.ts';
import { HANDLER_SENTENCES, serverSentences } from './server-sentences.ts';
import { serverText } from './server-texts.ts';

function serverSource(dir: string): string {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts'))
    .map((entry) => readFileSync(join(entry.parentPath, entry.name), 'utf8'))
    .join('\n');
}

afterEach(() => languageStore.use('en'));

describe('the server sentences the app translates', () => {
  it("are every sentence of the contract's x-messages", () => {
    const sentences = [...serverSentences().values()].flat();
    expect(sentences).toContain(validationMessages.GymForm.gymName.required);
    expect(sentences).toContain(validationMessages.DeviceRequest.serialNumber.required);
    expect(sentences).toContain(operationMessages.deleteInvoice.hasPayments);
    expect(sentences.length).toBeGreaterThan(80);
    expect(sentences.some((sentence) => sentence.includes('{'))).toBe(false);
  });

  it('each have a translation in the catalogs', () => {
    const catalog = ne as Record<string, { translation: string }>;
    for (const sentence of [...serverSentences().values()].flat())
      expect(catalog[serverMessageId(sentence)]?.translation, sentence).toBeTruthy();
  });

  it("of the handlers are the server's own words", () => {
    const source = serverSource(join(import.meta.dirname, '../../../api/src'));
    for (const sentence of Object.values(HANDLER_SENTENCES).flat()) expect(source).toContain(`'${sentence}'`);
  });

  it("read in the user's language, and one the app does not know as it came", async () => {
    const sentence = validationMessages.GymForm.gymName.required;
    expect(serverText(sentence)).toBe(sentence);
    await languageStore.use('ne');
    // The gym form's sentences come with the gym screens' part of the catalog.
    await languageStore.needArea('gyms');
    expect(serverText(sentence)).toBe(
      (ne as Record<string, { translation: string }>)[serverMessageId(sentence)]?.translation,
    );
    expect(serverText('Something nobody translated.')).toBe('Something nobody translated.');
    expect(serverText(undefined)).toBeUndefined();
  });
});
