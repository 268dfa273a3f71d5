import { createServer } from 'node:http';
import { join } from 'node:path';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import { isEmailAddress, isPhoneShape } from '@gym/api-client/field-rules';
import Fastify, {
  type FastifyInstance,
  type FastifyRequest,
  LogController,
  type RouteHandlerMethod,
} from 'fastify';
import openapiGlue from 'fastify-openapi-glue';
import { actingAs } from './activity/actor.ts';
import { activityHandlers } from './activity/handlers.ts';
import { adminHandlers } from './admin/handlers.ts';
import { attendanceHandlers } from './attendance/handlers.ts';
import { bearerAuth } from './auth/bearer.ts';
import { authHandlers } from './auth/handlers.ts';
import { clientHandlers } from './clients/handlers.ts';
import type { AppContext } from './context.ts';
import type { OperationHandlers, OperationId } from './contract.ts';
import { dashboardHandlers } from './dashboard/handlers.ts';
import { blankOr, isRealDateText, notBeforeKeyword } from './date-time-input.ts';
import { registerDeviceProtocol } from './device-protocol/routes.ts';
import { deviceHandlers } from './devices/handlers.ts';
import { duesHandlers } from './dues/handlers.ts';
import { enumHandlers } from './enums/handlers.ts';
import { exportHandlers } from './exports/handlers.ts';
import { gymHandlers } from './gyms/handlers.ts';
import { installApiCaching } from './http/api-caching.ts';
import { combineHandlers } from './http/combine-handlers.ts';
import { installErrorHandling } from './http/error-handler.ts';
import { HttpError } from './http/errors.ts';
import { prettyLogStream } from './http/pretty-log.ts';
import { installRequestGuards } from './http/request-guards.ts';
import { serveWebApp } from './http/static-assets.ts';
import { serveJudgeWidgetScript } from './http/widget-script.ts';
import { importHandlers } from './imports/handlers.ts';
import { invoiceHandlers } from './invoices/handlers.ts';
import { judgeHandlers } from './judge/handlers.ts';
import { meetTokenAuth, refereeCodeAuth } from './judge/security.ts';
import { membershipHandlers } from './memberships/handlers.ts';
import { moneyFlowHandlers } from './money/handlers.ts';
import { operationsHandlers } from './operations/handlers.ts';
import { passwordResetHandlers } from './password-reset/handlers.ts';
import { paymentGatewayHandlers } from './payment-gateways/handlers.ts';
import { paymentLinkHandlers } from './payment-links/handlers.ts';
import { registerPaymentLinkRoutes } from './payment-links/routes.ts';
import { paymentHandlers } from './payments/handlers.ts';
import { pricingPlanHandlers } from './pricing/handlers.ts';
import { receiptHandlers } from './receipts/handlers.ts';
import { smsHandlers } from './sms/handlers.ts';
import { registerTwilioCallback } from './sms/twilio-callback.ts';
import { staffHandlers } from './staff/handlers.ts';
import { serveClientPhotos } from './storage/client-photos.ts';
import { MAX_IMAGE_BYTES, serveUploadedImages } from './storage/images.ts';
import { userHandlers } from './users/handlers.ts';

const isHealthCheck = (url: string) => url === '/healthz' || url === '/readyz';

export const CONTRACT_PATH = join(import.meta.dirname, '..', '..', '..', 'openapi.yaml');

/** The handler of every operation, by its operationId in openapi.yaml; one missing does not compile. */
function operationHandlers(ctx: AppContext): OperationHandlers {
  return combineHandlers(
    authHandlers(ctx),
    passwordResetHandlers(ctx),
    enumHandlers(ctx.config),
    judgeHandlers(ctx),
    gymHandlers(ctx),
    userHandlers(ctx),
    pricingPlanHandlers(ctx),
    clientHandlers(ctx),
    membershipHandlers(ctx),
    invoiceHandlers(ctx),
    paymentHandlers(ctx),
    paymentGatewayHandlers(ctx),
    paymentLinkHandlers(ctx),
    receiptHandlers(ctx),
    moneyFlowHandlers(ctx),
    dashboardHandlers(ctx),
    duesHandlers(ctx),
    staffHandlers(ctx),
    smsHandlers(ctx),
    deviceHandlers(ctx),
    attendanceHandlers(ctx),
    adminHandlers(ctx),
    activityHandlers(ctx),
    operationsHandlers(ctx),
    exportHandlers(ctx),
    importHandlers(ctx),
  );
}

// A connection that sends nothing for a minute is closed (event streams send every 15 s); a request
// body (a 2 MB photo on a slow phone network) may take two minutes to arrive.
const CONNECTION_TIMEOUT_MS = 60_000;
const REQUEST_TIMEOUT_MS = 120_000;
const KEEP_ALIVE_TIMEOUT_MS = 30_000;

export async function buildApp(ctx: AppContext): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: ctx.config.logLevel,
      ...(ctx.config.logFormat === 'pretty' ? { stream: prettyLogStream() } : {}),
    },
    // The public judge feed is polled every second by every viewer, and a balancer asks /healthz
    // and /readyz every few seconds: no log line per request.
    logController: new LogController({
      disableRequestLogging: (request) =>
        request.url.startsWith('/public/api/judge/') || isHealthCheck(request.url),
    }),
    // The public poll's fast path answers first (judge/public-poll.ts); Fastify gets the rest. With
    // a server of its own, the timeouts are set here rather than by Fastify.
    serverFactory: (handler) => {
      const server = createServer((request, response) => {
        if (!ctx.publicPoll.answer(request, response)) handler(request, response);
      });
      server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
      server.requestTimeout = REQUEST_TIMEOUT_MS;
      server.setTimeout(CONNECTION_TIMEOUT_MS);
      return server;
    },
    bodyLimit: 1024 * 1024,
    trustProxy: ctx.config.trustProxy,
    // verbose: errors carry the schema that failed, whose x-messages give the contract's wording.
    // removeAdditional off: a property the contract does not allow is refused, not silently dropped.
    // format: date takes only dates that exist from year 1 (ajv-formats lets 0000-01-01 through, which
    // PostgreSQL then refuses); x-not-before sets a date against another field's. phone and email
    // are the rules the forms share (field-rules); a blank text field is for `required` to judge.
    ajv: {
      customOptions: { strict: false, verbose: true, removeAdditional: false },
      onCreate: (ajv) =>
        ajv
          .addFormat('date', isRealDateText)
          .addFormat('phone', blankOr(isPhoneShape))
          .addFormat('email', blankOr(isEmailAddress))
          .addKeyword(notBeforeKeyword),
    },
  });
  installErrorHandling(app);
  installRequestGuards(app, CONTRACT_PATH);
  // Private answers are never kept by a browser or a proxy, the contract's static ones a day; the
  // public judge feed sets its own caching.
  installApiCaching(app, CONTRACT_PATH);
  // A stopping process closes each connection after its answer, so the balancer's kept-alive
  // connections are gone before the port closes and no request is sent on one as it closes.
  app.addHook('onRequest', async (_request, reply) => {
    if (ctx.readiness.draining) reply.header('connection', 'close');
  });

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: { 'img-src': ["'self'", 'data:', 'blob:'], 'connect-src': ["'self'"] },
    },
    // The judge feed is read by federations' own pages.
    crossOriginResourcePolicy: { policy: 'cross-origin' },
  });
  // Only the public judge calls answer other origins; everything else stays same-origin.
  await app.register(
    cors,
    () => (request: FastifyRequest, callback: (error: null, options: object) => void) => {
      callback(null, { origin: request.url.startsWith('/public/api/') ? '*' : false });
    },
  );
  await app.register(multipart, { limits: { fileSize: MAX_IMAGE_BYTES, files: 2, fields: 100 } });

  // Multipart bodies are read by the handler (files and fields together), so their contract schema
  // moves from Fastify's body validation to `readMultipartForm`, which validates the fields with it.
  // Each handler runs on behalf of its caller: its transactions name them in the activity trail.
  app.addHook('onRoute', (route) => {
    const handler = route.handler;
    route.handler = function (this: FastifyInstance, request, reply) {
      return actingAs(request.caller?.id, () => handler.call(this, request, reply));
    };
  });
  app.addHook('onRoute', (route) => {
    const body = route.schema?.body as
      | { content?: Record<string, { schema: Record<string, unknown> }> }
      | undefined;
    const multipartSchema = body?.content?.['multipart/form-data']?.schema;
    if (route.schema && multipartSchema) {
      delete route.schema.body;
      route.config = { ...route.config, multipartSchema };
    }
  });

  // The judge event stream is a response type only; fastify-openapi-glue warns at start-up about any
  // content type of the contract without a body parser, so this one refuses bodies explicitly.
  app.addContentTypeParser('text/event-stream', (_request, _payload, done) =>
    done(
      new HttpError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Event streams are only sent, never received.'),
      undefined,
    ),
  );

  const handlers = operationHandlers(ctx);
  await app.register(openapiGlue, {
    specification: CONTRACT_PATH,
    securityHandlers: {
      bearerAuth: bearerAuth(ctx),
      refereeCode: refereeCodeAuth(ctx),
      meetToken: meetTokenAuth(ctx),
    },
    // Handlers take their request types from the contract by operationId; its validation guarantees
    // them. An operation the types do not know (a contract edited without regenerating the client)
    // stops the server at start-up rather than failing later.
    operationResolver: (operationId: string) => {
      const handler = handlers[operationId as OperationId];
      if (!handler) throw new Error(`openapi.yaml names operation ${operationId}, which has no handler`);
      return handler as RouteHandlerMethod;
    },
  });

  await serveUploadedImages(app, ctx.images);
  await serveClientPhotos(app, ctx.clientPhotos, ctx.clientPhotoUrls);
  await registerDeviceProtocol(app, ctx);
  await registerTwilioCallback(app, ctx);
  await registerPaymentLinkRoutes(app, ctx);
  await serveJudgeWidgetScript(app, ctx.config.widgetDist);
  await serveWebApp(app, ctx.config.webDist);
  return app;
}
