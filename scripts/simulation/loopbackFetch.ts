/**
 * A `fetch` for the generated clients over one kept-alive `node:http` connection. The requests
 * are real HTTP on loopback, same as with the global `fetch`, at less than half of undici's cost
 * per request (docs/performance.md), which decides the simulator's throughput at 1,000 traders.
 */
import { Agent, request as httpRequest } from 'node:http';

export type LoopbackFetch = {
  fetch(request: Request): Promise<Response>;
  /** Closes the kept-alive socket. */
  close(): void;
};

/** Statuses whose response must not have a body (the `Response` constructor rejects one). */
const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);

export function createLoopbackFetch(): LoopbackFetch {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  return {
    async fetch(request) {
      const body = request.body === null ? undefined : Buffer.from(await request.arrayBuffer());
      const headers: Record<string, string> = {};
      request.headers.forEach((value, name) => {
        headers[name] = value;
      });
      if (body !== undefined) headers['content-length'] = String(body.length);
      return new Promise<Response>((resolve, reject) => {
        const outgoing = httpRequest(request.url, { agent, method: request.method, headers }, (incoming) => {
          const chunks: Buffer[] = [];
          incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
          incoming.on('error', reject);
          incoming.on('end', () => {
            const status = incoming.statusCode ?? 500;
            const responseHeaders = new Headers();
            for (const [name, value] of Object.entries(incoming.headers)) {
              if (value === undefined) continue;
              for (const entry of Array.isArray(value) ? value : [value]) responseHeaders.append(name, entry);
            }
            resolve(
              new Response(NULL_BODY_STATUSES.has(status) ? null : Buffer.concat(chunks), {
                status,
                headers: responseHeaders,
              }),
            );
          });
        });
        outgoing.on('error', reject);
        outgoing.end(body);
      });
    },
    close: () => agent.destroy(),
  };
}
