import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { validationMessages } from '@gym/api-client';
import { describe, expect, it } from 'vitest';
import { CONTRACT_TEXTS, HANDLER_TEXTS, serverText } from './server-texts.ts';

const contractTexts = new Set(
  Object.values(validationMessages).flatMap((schema) =>
    Object.values(schema as Record<string, Record<string, string>>).flatMap((rules) => Object.values(rules)),
  ),
);

function serverSource(dir: string): string {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts'))
    .map((entry) => readFileSync(join(entry.parentPath, entry.name), 'utf8'))
    .join('\n');
}

describe('the server sentences the app translates', () => {
  it("are the contract's own words", () => {
    for (const message of Object.values(CONTRACT_TEXTS))
      expect(contractTexts).toContain(message.defaultMessage);
  });

  it("are the server's own words", () => {
    const source = serverSource(join(import.meta.dirname, '../../../api/src'));
    for (const message of Object.values(HANDLER_TEXTS))
      expect(source).toContain(`'${message.defaultMessage}'`);
  });

  it('leave a sentence the app does not know as it came', () => {
    expect(serverText('Invalid phone number or password.')).toBe('Invalid phone number or password.');
    expect(serverText('Something nobody translated.')).toBe('Something nobody translated.');
    expect(serverText(undefined)).toBeUndefined();
  });
});
