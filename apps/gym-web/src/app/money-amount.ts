/**
 * Whether a typed amount is one the contract takes: at least one cent (paisa), the smallest amount
 * above zero that the server keeps (amounts are stored to the cent; `minimum: 0.01` in openapi.yaml).
 */
export const isChargeableAmount = (amount: number): boolean => Number.isFinite(amount) && amount >= 0.01;
