/** Whole cents (as SQL computes them from NUMERIC amounts) written as an amount: 100050 -> '1000.50'. */
export function formatCents(cents: bigint): string {
  const sign = cents < 0n ? '-' : '';
  const whole = cents < 0n ? -cents : cents;
  return `${sign}${whole / 100n}.${String(whole % 100n).padStart(2, '0')}`;
}
