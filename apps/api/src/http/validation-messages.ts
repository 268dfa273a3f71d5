import type { FastifySchemaValidationError } from 'fastify/types/schema.js';

const PRICES_MESSAGE = 'All price fields must be filled and greater than zero.';

// The specification's wording for contract violations ('field:keyword', or 'field:*' for any
// violation of that field); others get a generic sentence naming the field.
const specMessages: Record<string, string> = {
  'planName:*': 'Plan Name is required.',
  'totalAmount:*': 'Total Amount can not be zero.',
  'discountedAmount:exclusiveMinimum': 'Discounted Amount can not be zero.',
  'discountedAmount:required': 'Discounted Amount can not be zero.',
  'membershipStartDate:required': 'Membership Start Date is required.',
  'membershipEndDate:required': 'Membership End Date is required.',
  'pricingPlanId:*': 'Pricing Plan is required.',
  'amount:required': 'Amount is required.',
  'amount:exclusiveMinimum': 'Amount must be greater than zero.',
  'paymentDate:required': 'Payment Date is required.',
  'paymentType:required': 'Payment Type is required.',
  'paymentType:minLength': 'Payment Type is required.',
  'billNo:required': 'Bill Number is required.',
  'billNo:minLength': 'Bill Number is required.',
  'transactionDate:required': 'Transaction Date is required.',
  'transactionType:required': 'Transaction Type is required.',
  'tags:minItems': 'At least one tag is required.',
  'tags:required': 'At least one tag is required.',
  'deviceName:*': 'Device Name is required.',
  'door:*': 'Door is required.',
  'serialNumber:*': 'Serial Number is required.',
  'monthlyPrice:*': PRICES_MESSAGE,
  'threeMonthPrice:*': PRICES_MESSAGE,
  'sixMonthPrice:*': PRICES_MESSAGE,
  'twelveMonthPrice:*': PRICES_MESSAGE,
  'phone:pattern': 'Phone number must be exactly 10 digits.',
  'password:minLength': 'Password must be at least 8 characters.',
  'newPassword:minLength': 'New password must be at least 8 characters long',
  'name:minLength': 'Name is required.',
  'gymName:minLength': 'Gym name is required.',
  'platformCount:*': 'Platform count must be between 1 and 20.',
  'referee:*': 'Referee must be 1, 2 or 3.',
  'decision:*': "Decision must be 'good' or 'no lift'.",
  'reasonCard:*': 'Reason card must be 1 (red), 2 (blue) or 3 (yellow).',
  'lift:*': 'Lift must be S, B or D.',
  'weightKg:*': 'Weight must be between 0 and 1000 kg.',
};

function fieldOf(error: FastifySchemaValidationError): string {
  const missing = (error.params as { missingProperty?: string }).missingProperty;
  if (missing) return missing;
  const path = error.instancePath.split('/').filter(Boolean);
  // Array items are reported as field/2: name the field itself.
  const named = path.filter((part) => !/^\d+$/.test(part));
  return named.at(-1) ?? 'body';
}

/** Turns one ajv error into `{field, message}` with a message a person can act on. */
export function describeValidationError(error: FastifySchemaValidationError): {
  field: string;
  message: string;
} {
  const field = fieldOf(error);
  const special = specMessages[`${field}:${error.keyword}`] ?? specMessages[`${field}:*`];
  if (special) return { field, message: special };
  if (error.keyword === 'required') return { field, message: `${field} is required.` };
  if (error.keyword === 'additionalProperties') {
    const extra = (error.params as { additionalProperty?: string }).additionalProperty ?? 'field';
    return { field: extra, message: `${extra} is not allowed here.` };
  }
  return { field, message: `${field} ${error.message ?? 'is invalid'}.` };
}
