import { type FieldLimits, limitMessage } from './field-rules.ts';

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
 * contract's own sentence for that limit (or its 'invalid' one), else limitMessage's, as the server
 * answers; undefined when it fits. `limits` and `messages` are one schema's (`ClientFormLimits`,
 * `validationMessages.ClientForm`).
 */
export function limitError(
  limits: Readonly<Record<string, FieldLimits>>,
  messages: Readonly<Record<string, Readonly<Record<string, string>>>>,
  field: string,
  value: unknown,
): string | undefined {
  const fieldLimits = limits[field];
  const keyword = fieldLimits && brokenLimit(value, fieldLimits);
  if (!fieldLimits || !keyword) return undefined;
  const written = messages[field];
  return written?.[keyword] ?? written?.invalid ?? limitMessage(field, keyword, fieldLimits);
}
