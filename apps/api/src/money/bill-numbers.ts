import { validationMessages } from '@gym/api-client/validation-messages';
import { violatesUnique } from '../db/sql.ts';
import { conflictOn } from '../http/errors.ts';
import { INCOME_BILL_NO_INDEX } from './queries.ts';

/** The contract's message for a bill number the gym has used, beside its rule on PaymentRequest.billNo. */
const BILL_NO_TAKEN = validationMessages.PaymentRequest.billNo['x-unique-per-gym'];

/**
 * Runs a write that gives an income (a payment's mirror included) its bill number: one the gym has
 * used already for an income, whatever the case, is a 409 on billNo and the write leaves nothing.
 */
export async function withUniqueBillNo<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (violatesUnique(error, INCOME_BILL_NO_INDEX)) throw conflictOn('billNo', BILL_NO_TAKEN);
    throw error;
  }
}
