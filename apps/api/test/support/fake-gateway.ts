import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type GatewayReply = { status: number; body: unknown } | 'hang';

export interface GatewayRequest {
  path: string;
  form: Record<string, string>;
  authorization: string | undefined;
}

/**
 * A fake SMS gateway on loopback: records each request's path, form and authorization header, and
 * answers the scripted reply ('hang': never answers, for timeouts).
 */
export function fakeGateway() {
  const requests: GatewayRequest[] = [];
  let reply: GatewayReply = { status: 200, body: {} };
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    let raw = '';
    request.on('data', (chunk) => {
      raw += chunk;
    });
    request.on('end', () => {
      requests.push({
        path: request.url ?? '',
        form: Object.fromEntries(new URLSearchParams(raw)),
        authorization: request.headers.authorization,
      });
      if (reply === 'hang') return;
      response
        .writeHead(reply.status, { 'content-type': 'application/json' })
        .end(JSON.stringify(reply.body));
    });
  });
  return {
    requests,
    answer(next: GatewayReply) {
      reply = next;
    },
    async start() {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    },
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(resolve));
    },
  };
}
