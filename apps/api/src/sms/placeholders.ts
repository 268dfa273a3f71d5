export interface PlaceholderValues {
  client_name: string;
  expiry_date: string;
  business_name: string;
}

const PLACEHOLDER = /\{(client_name|expiry_date|business_name)\}/g;

/**
 * The template split at {client_name}, {expiry_date} and {business_name}, each filled: the text
 * between them and the values, in order (joined, the message). Any other text stays as written.
 */
export function placeholderPieces(template: string, values: PlaceholderValues): string[] {
  const pieces: string[] = [];
  let from = 0;
  for (const match of template.matchAll(PLACEHOLDER)) {
    pieces.push(template.slice(from, match.index), values[match[1] as keyof PlaceholderValues]);
    from = match.index + match[0].length;
  }
  pieces.push(template.slice(from));
  return pieces.filter((piece) => piece !== '');
}

/** The template with its placeholders filled. */
export function fillPlaceholders(template: string, values: PlaceholderValues): string {
  return placeholderPieces(template, values).join('');
}
