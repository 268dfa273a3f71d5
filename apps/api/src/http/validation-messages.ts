import { type FieldLimits, fieldLabel, limitMessage } from '@gym/api-client/field-rules';
import type { FastifySchemaValidationError } from 'fastify/types/schema.js';

/** A schema as ajv reports it (`verbose: true` adds `parentSchema`), with the contract's x-messages. */
interface SchemaWithMessages extends FieldLimits {
  properties?: Record<string, SchemaWithMessages>;
  'x-messages'?: Record<string, string>;
}

type VerboseError = FastifySchemaValidationError & { parentSchema?: SchemaWithMessages };

function fieldOf(error: FastifySchemaValidationError): string {
  const missing = (error.params as { missingProperty?: string }).missingProperty;
  if (missing) return missing;
  const path = error.instancePath.split('/').filter(Boolean);
  // Array items are reported as field/2: name the field itself.
  const named = path.filter((part) => !/^\d+$/.test(part));
  return named.at(-1) ?? 'body';
}

/**
 * The contract's sentence for this error: the `x-messages` of the schema that holds the broken
 * keyword (for a missing property, the property's own schema), by keyword, else its 'invalid' one.
 */
function contractMessage(error: VerboseError, field: string): string | undefined {
  const schema = error.keyword === 'required' ? error.parentSchema?.properties?.[field] : error.parentSchema;
  const messages = schema?.['x-messages'];
  return messages?.[error.keyword] ?? messages?.invalid;
}

/**
 * Turns one ajv error into `{field, message}` with a message a person can act on: the contract's
 * own, else one naming the field as a person reads it and the limit it broke ('Name must be at most
 * 200 characters.', the same sentence the generated messages give the forms).
 */
export function describeValidationError(error: FastifySchemaValidationError): {
  field: string;
  message: string;
} {
  const field = fieldOf(error);
  const message =
    contractMessage(error, field) ??
    limitMessage(field, error.keyword, (error as VerboseError).parentSchema ?? {});
  if (message) return { field, message };
  if (error.keyword === 'required') return { field, message: `${fieldLabel(field)} is required.` };
  if (error.keyword === 'additionalProperties') {
    const extra = (error.params as { additionalProperty?: string }).additionalProperty ?? 'field';
    return { field: extra, message: `${extra} is not allowed here.` };
  }
  return { field, message: `${fieldLabel(field)} ${error.message ?? 'is invalid'}.` };
}
