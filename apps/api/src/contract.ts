import type { components, operations } from '@gym/api-client/schema';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { QueryDefaults } from './query-defaults.gen.ts';

/** Request and answer types of the contract, generated from openapi.yaml: handlers never restate them. */
export type Schemas = components['schemas'];
export type OperationId = keyof operations;

type ParametersOf<Op extends OperationId> = operations[Op]['parameters'];
/** A part of the request the operation has, or `unknown` when it has none. */
type Present<Part> = [NonNullable<Part>] extends [never] ? unknown : NonNullable<Part>;

type DeclaredQuery<Op extends OperationId> = Present<ParametersOf<Op>['query']>;
/** The query as a handler sees it: parameters with a contract default are always there. */
export type QueryOf<Op extends OperationId> = Op extends keyof QueryDefaults
  ? DeclaredQuery<Op> & Required<Pick<DeclaredQuery<Op>, Extract<QueryDefaults[Op], keyof DeclaredQuery<Op>>>>
  : DeclaredQuery<Op>;

/** A JSON body; multipart forms are read (and validated) by readMultipartForm instead. */
type JsonBody<Op extends OperationId> =
  NonNullable<operations[Op]['requestBody']> extends { content: { 'application/json': infer Body } }
    ? Body
    : unknown;

/** Fastify's request generics of an operation, from the contract. */
export interface RequestOf<Op extends OperationId> {
  Params: Present<ParametersOf<Op>['path']>;
  Querystring: QueryOf<Op>;
  Body: JsonBody<Op>;
}

type Responses<Op extends OperationId> = operations[Op]['responses'];
type JsonContent<Response> = Response extends { content: { 'application/json': infer Body } } ? Body : never;
/** The JSON answer of the operation's success responses. */
export type ResponseOf<Op extends OperationId> = JsonContent<
  Responses<Op>[Extract<keyof Responses<Op>, 200 | 201 | 202>]
>;

/**
 * What a handler may resolve to: the contract's answer, the reply it has sent itself (304, event
 * streams), or nothing for an operation without a JSON answer (204).
 */
type HandlerResult<Op extends OperationId> = [ResponseOf<Op>] extends [never]
  ? FastifyReply | undefined
  : ResponseOf<Op> | FastifyReply;

export type Handler<Op extends OperationId> = (
  request: FastifyRequest<RequestOf<Op>>,
  reply: FastifyReply,
) => Promise<HandlerResult<Op>>;

/** Every operation of the contract with its handler. */
export type OperationHandlers = { [Op in OperationId]: Handler<Op> };
/** A module's handlers: some operations, each under its operationId. */
export type HandlerMap = Partial<OperationHandlers>;
