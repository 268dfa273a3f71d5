/** One row of the Financial Summary's table: a tag with what came in and went out under it. */
export interface TagTotal {
  tag: string;
  income: number;
  expense: number;
}

/**
 * The per-tag table of the Financial Summary: every tag that has income or expense, with both
 * amounts (0 where it has none), in alphabetical order.
 */
export function tagTotals(
  incomeByTag: Readonly<Record<string, number>>,
  expenseByTag: Readonly<Record<string, number>>,
): TagTotal[] {
  const tags = new Set([...Object.keys(incomeByTag), ...Object.keys(expenseByTag)]);
  return [...tags]
    .sort((a, b) => a.localeCompare(b))
    .map((tag) => ({ tag, income: incomeByTag[tag] ?? 0, expense: expenseByTag[tag] ?? 0 }));
}
