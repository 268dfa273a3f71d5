/**
 * Amounts as gateways write them ('1000.0', '1500.00', '110') read as whole cents, exactly (no
 * floating point): a gateway's amount that is not a plain decimal is no amount at all (null).
 */
export function centsOf(text: unknown): number | null {
  // A JSON number (eSewa's status call answers 100.0) is read as it is written.
  const written = typeof text === 'number' && Number.isFinite(text) ? String(text) : text;
  if (typeof written !== 'string') return null;
  const match = /^(\d{1,13})(?:\.(\d{1,2})0*)?$/.exec(written.trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** Whole cents written with two decimals ('1500.00'), as PayHere's hash and eSewa's form take them. */
export function decimalOf(cents: number): string {
  return `${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}
