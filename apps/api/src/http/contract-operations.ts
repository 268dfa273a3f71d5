import { readFileSync } from 'node:fs';
import type { FastifyRequest } from 'fastify';
import { parse } from 'yaml';

/** An operation as the contract writes it: the parts the server reads from it at start-up. */
export interface ContractOperation {
  operationId?: string;
  requestBody?: { required?: boolean; content?: object };
  'x-static'?: boolean;
}

type Contract = {
  paths: Record<string, Record<string, ContractOperation | undefined>>;
  components?: { 'x-messages'?: Record<string, Record<string, string> | undefined> };
};

const readContract = (contractPath: string) => parse(readFileSync(contractPath, 'utf8')) as Contract;

/** Every operation of the contract file (a path item's other keys have no operationId). */
export function contractOperations(contractPath: string): ContractOperation[] {
  return Object.values(readContract(contractPath).paths).flatMap((item) =>
    Object.values(item).filter((operation) => operation?.operationId !== undefined),
  ) as ContractOperation[];
}

/** The messages of rules every operation shares (the contract's components.x-messages), by rule and keyword. */
export function sharedMessages(contractPath: string): Partial<Record<string, Record<string, string>>> {
  return readContract(contractPath).components?.['x-messages'] ?? {};
}

/** The operationId of the contract route a request reached, if it reached one. */
export const operationIdOf = (request: FastifyRequest): string | undefined =>
  (request.routeOptions.schema as { operationId?: string } | undefined)?.operationId;
