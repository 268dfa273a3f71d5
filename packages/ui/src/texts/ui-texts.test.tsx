import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PAGINATION_TEXTS } from '../components/Pagination/pagination-texts.ts';
import { ENGLISH_UI_TEXTS } from './english.ts';
import { UiTextsProvider, type UiWords, useUiTexts } from './UiTextsProvider.tsx';

function Range() {
  const texts = useUiTexts(PAGINATION_TEXTS);
  return <p>{`${texts.previous} ${texts.range(1, 25, 60)}`}</p>;
}

/** A language that writes the range its own way and knows no other word. */
const words: UiWords = (key, english, values) =>
  key === 'range' ? `${values?.[2]} मध्ये ${values?.[0]}–${values?.[1]}` : english;

describe("the design system's words", () => {
  it('are its own English without a provider', () => {
    expect(renderToStaticMarkup(<Range />)).toBe('<p>Previous 1–25 of 60</p>');
  });

  it("are the provider's where it has them, with the figures by position, else the English", () => {
    const page = renderToStaticMarkup(
      <UiTextsProvider words={words}>
        <Range />
      </UiTextsProvider>,
    );
    expect(page).toBe('<p>Previous 60 मध्ये 1–25</p>');
  });

  it('have English for every word of UiTexts', () => {
    for (const [key, english] of Object.entries(ENGLISH_UI_TEXTS)) expect(english, key).toBeTruthy();
    expect(ENGLISH_UI_TEXTS.bsMonths).toHaveLength(12);
  });
});
