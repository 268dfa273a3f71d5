/** The figures the SMS counter inside `root` shows, by name ('Pages': '2', ...), for stories. */
export function counterFigures(root: HTMLElement): Record<string, string> {
  const terms = [...root.querySelectorAll('dt')];
  return Object.fromEntries(
    terms.map((term) => [term.textContent, term.nextElementSibling?.textContent ?? '']),
  );
}
