// Amounts are written by @gym/dates, which the server shares: its messages name amounts as screens do.
export { CURRENCIES, type Currency, formatMoney, formatThousands, groupDigits } from '@gym/dates';
