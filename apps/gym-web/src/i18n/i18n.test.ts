import { parse } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { type Catalog, createLanguageStore } from './i18n.ts';
import { FORMAT_LOCALES, languageOfBrowser } from './languages.ts';

const CLIENTS = '{count, plural, one {# client} other {# clients}}';

describe('plurals', () => {
  it('come from Intl.PluralRules: Hindi and Sinhala put 0 in "one", Nepali and English do not', () => {
    const category = (language: keyof typeof FORMAT_LOCALES, n: number) =>
      new Intl.PluralRules(FORMAT_LOCALES[language]).select(n);
    expect(category('hi', 0)).toBe('one');
    expect(category('si', 0)).toBe('one');
    expect(category('ne', 0)).toBe('other');
    expect(category('en', 0)).toBe('other');
    expect(category('ne', 1)).toBe('one');
    expect(category('hi', 2)).toBe('other');
  });

  it("choose a message's branch by the language's rules", async () => {
    // Test catalogs whose branches say which one was taken.
    const branches = { ne: '{count, plural, one {one:#} other {other:#}}' };
    const catalog = (): Promise<{ default: Catalog }> =>
      Promise.resolve({ default: { clients: parse(branches.ne) } });
    const store = createLanguageStore({ ne: catalog, hi: catalog, si: catalog });
    const message = { id: 'clients', defaultMessage: parse(CLIENTS) };
    expect(store.format(message, { count: 0 })).toBe('0 clients');
    await store.use('ne');
    expect(store.format(message, { count: 0 })).toBe('other:0');
    expect(store.format(message, { count: 1 })).toBe('one:1');
    await store.use('hi');
    expect(store.format(message, { count: 0 })).toBe('one:0');
    await store.use('si');
    expect(store.format(message, { count: 0 })).toBe('one:0');
    expect(store.format(message, { count: 5 })).toBe('other:5');
  });
});

describe('the language store', () => {
  it("loads a language's catalog when first used, and falls back to English for a message it lacks", async () => {
    const loaded: string[] = [];
    const store = createLanguageStore({
      ne: () => {
        loaded.push('ne');
        return Promise.resolve({ default: { home: parse('गृहपृष्ठ'), hello: parse('नमस्ते, {name}!') } });
      },
    });
    const home = { id: 'home', defaultMessage: 'Home' };
    const hello = { id: 'hello', defaultMessage: parse('Hello, {name}!') };
    const other = { id: 'missing', defaultMessage: 'Clients' };
    expect(loaded).toEqual([]);
    expect(store.format(home)).toBe('Home');
    expect(store.format(hello, { name: 'Sita' })).toBe('Hello, Sita!');
    let told = 0;
    store.subscribe(() => told++);
    await store.use('ne');
    expect(loaded).toEqual(['ne']);
    expect(told).toBe(1);
    expect(store.get().language).toBe('ne');
    expect(document.documentElement.lang).toBe('ne');
    expect(store.format(home)).toBe('गृहपृष्ठ');
    expect(store.format(hello, { name: 'Sita' })).toBe('नमस्ते, Sita!');
    expect(store.format(other)).toBe('Clients');
    await store.use('en');
    expect(store.format(home)).toBe('Home');
    expect(document.documentElement.lang).toBe('en');
  });

  it('switches to the language asked for last when two loads race', async () => {
    let finishNepali: (value: { default: Catalog }) => void = () => {};
    const store = createLanguageStore({
      ne: () => new Promise((resolve) => (finishNepali = resolve)),
      si: () => Promise.resolve({ default: {} }),
    });
    const nepali = store.use('ne');
    await store.use('si');
    finishNepali({ default: {} });
    await nepali;
    expect(store.get().language).toBe('si');
  });

  it("starts in the first of the browser's languages the app speaks", () => {
    expect(languageOfBrowser(['ne-NP', 'en-US'])).toBe('ne');
    expect(languageOfBrowser(['fr-FR', 'si-LK', 'en'])).toBe('si');
    expect(languageOfBrowser(['HI-in'])).toBe('hi');
    expect(languageOfBrowser(['ta-LK', 'fr'])).toBe('en');
    expect(languageOfBrowser([])).toBe('en');
  });
});

describe("the catalog's parts", () => {
  /** Catalogs whose parts say which language and part they are. */
  function partsStore(fetched: string[]) {
    const loader = (language: string) => (area: string) => {
      fetched.push(`${language}/${area}`);
      return Promise.resolve({ default: { [area]: parse(`${language}:${area}`) } });
    };
    return createLanguageStore({ ne: loader('ne'), si: loader('si') });
  }
  const of = (area: string) => ({ id: area, defaultMessage: area });

  it("fetches the shell's part with the language and a screen's part when the screen needs it", async () => {
    const fetched: string[] = [];
    const store = partsStore(fetched);
    await store.needArea('clients');
    expect(fetched).toEqual([]);
    await store.use('ne');
    expect(fetched).toEqual(['ne/shell', 'ne/clients']);
    await store.needArea('money');
    expect(store.format(of('money'))).toBe('ne:money');
    await store.needArea('money');
    expect(fetched).toEqual(['ne/shell', 'ne/clients', 'ne/money']);
    await store.use('si');
    expect(fetched.slice(3).sort()).toEqual(['si/clients', 'si/money', 'si/shell']);
    expect(store.format(of('clients'))).toBe('si:clients');
  });

  it('adds a part asked for during a switch to the language switched to', async () => {
    const fetched: string[] = [];
    const store = partsStore(fetched);
    const switching = store.use('ne');
    await store.needArea('dues');
    await switching;
    expect(store.get().language).toBe('ne');
    expect(store.format(of('dues'))).toBe('ne:dues');
    expect(store.format(of('shell'))).toBe('ne:shell');
  });
});
