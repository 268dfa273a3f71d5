export interface MoneyFlowRow {
  id: number;
  gym_id: number;
  bill_no: string | null;
  transaction_date: Date;
  transaction_type: 'INCOME' | 'EXPENSE';
  tags: string[];
  amount: string;
  description: string | null;
  payment_id: number | null;
}

export function toMoneyFlow(row: MoneyFlowRow) {
  return {
    id: row.id,
    gymId: row.gym_id,
    billNo: row.bill_no,
    transactionDate: row.transaction_date,
    transactionType: row.transaction_type,
    tags: row.tags,
    amount: Number(row.amount),
    description: row.description,
    paymentId: row.payment_id,
  };
}

/** Trimmed, blanks dropped, duplicates removed (the specification's rule for tag input). */
export function cleanTags(tags: readonly string[]): string[] {
  return [...new Set(tags.map((tag) => tag.trim()).filter(Boolean))];
}

/** `{tag: amount}` from SQL rows, amounts already summed there. */
export function amountsByTag(rows: { tag: string; total: string }[]): Record<string, number> {
  return Object.fromEntries(rows.map((row) => [row.tag, Number(row.total)]));
}
