import { readFileSync } from 'node:fs';
import type { FastifyRequest } from 'fastify';
import { parse } from 'yaml';

/** An operation as the contract writes it: the parts the server reads from it at start-up. */
export interface ContractOperation {
  operationId?: string;
  requestBody?: { content?: object };
  'x-static'?: boolean;
}

type Contract = { paths: Record<string, Record<string, ContractOperation | undefined>> };

/** Every operation of the contract file (a path item's other keys have no operationId). */
export function contractOperations(contractPath: string): ContractOperation[] {
  const contract = parse(readFileSync(contractPath, 'utf8')) as Contract;
  return Object.values(contract.paths).flatMap((item) =>
    Object.values(item).filter((operation) => operation?.operationId !== undefined),
  ) as ContractOperation[];
}

/** The operationId of the contract route a request reached, if it reached one. */
export const operationIdOf = (request: FastifyRequest): string | undefined =>
  (request.routeOptions.schema as { operationId?: string } | undefined)?.operationId;
