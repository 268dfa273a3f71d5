import { type FieldLimits, limitMessage } from './field-rules.ts';
import { validationLimits, validationMessages } from './validation-messages.gen.ts';

type Schema = keyof typeof validationLimits;

/**
 * The first limit the contract sets on a field that the value breaks (text length, number range,
 * entries of a list), or undefined.
 */
export function brokenLimit(value: unknown, limits: FieldLimits): keyof FieldLimits | undefined {
  if (typeof value === 'string') {
    if (limits.maxLength !== undefined && value.length > limits.maxLength) return 'maxLength';
    if (limits.minLength !== undefined && value.length < limits.minLength) return 'minLength';
  }
  if (typeof value === 'number' && !Number.isNaN(value)) {
    if (limits.maximum !== undefined && value > limits.maximum) return 'maximum';
    if (limits.minimum !== undefined && value < limits.minimum) return 'minimum';
  }
  if (Array.isArray(value)) {
    if (limits.maxItems !== undefined && value.length > limits.maxItems) return 'maxItems';
    for (const item of value) {
      const broken = brokenLimit(item, limits);
      if (broken) return broken;
    }
  }
  return undefined;
}

/**
 * What a form shows for a field whose value breaks a limit of the contract, before sending: the
 * contract's own sentence for that limit, as the server would answer it; undefined when it fits.
 */
export function limitError(schema: Schema, field: string, value: unknown): string | undefined {
  const limits = (validationLimits[schema] as Record<string, FieldLimits>)[field];
  const keyword = limits && brokenLimit(value, limits);
  if (!limits || !keyword) return undefined;
  const messages = (validationMessages as Record<string, Record<string, Record<string, string>>>)[schema]?.[
    field
  ];
  return messages?.[keyword] ?? messages?.invalid ?? limitMessage(field, keyword, limits);
}
