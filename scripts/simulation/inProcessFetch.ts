/**
 * Requests to the server's app in the same process, without a socket: each request is a Node
 * `IncomingMessage` handed to the app's request listener (Koa's `app.callback()`, the one a
 * `node:http` server calls), and its `ServerResponse` is collected as it ends. Every middleware
 * runs as for a client on the network (host check, CORS, body parsing and limits, the documented
 * validation, error bodies, handlers); what is skipped is the TCP loopback and HTTP framing on
 * both sides, most of a simulated trader's cost per request (docs/performance.md#simulation).
 *
 * Responses whose body is a stream (event streams) are not supported: the simulation reads none.
 */
import { IncomingMessage, ServerResponse, type RequestListener } from 'node:http';
import { Socket } from 'node:net';

export type InProcessFetch = {
  /** A `fetch` for the generated clients: the request goes to the app in this process. */
  fetch(request: Request): Promise<Response>;
};

/** Statuses whose response must not have a body (the `Response` constructor rejects one). */
const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);

type Answer = { status: number; headers: Headers; body: Buffer };

export function createInProcessFetch(listener: RequestListener): InProcessFetch {
  // Never connected: it stands for the connection the app may look at (`ctx.ip` is empty).
  const socket = new Socket();
  const send = (method: string, path: string, headers: Record<string, string>, body: Buffer | undefined) => {
    const request = new IncomingMessage(socket);
    request.method = method;
    request.url = path;
    request.httpVersion = '1.1';
    request.httpVersionMajor = 1;
    request.httpVersionMinor = 1;
    request.headers = headers;
    if (body !== undefined) request.push(body);
    request.push(null);
    request.complete = true;
    const response = new ServerResponse(request);
    return new Promise<Answer>((resolve, reject) => {
      const chunks: Buffer[] = [];
      const collect = (chunk: unknown, encoding?: unknown) => {
        if (chunk === undefined || chunk === null || typeof chunk === 'function') return;
        chunks.push(
          typeof chunk === 'string'
            ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8')
            : Buffer.from(chunk as Uint8Array),
        );
      };
      response.write = ((chunk: unknown, encoding?: unknown) => {
        collect(chunk, encoding);
        return true;
      }) as ServerResponse['write'];
      response.end = ((chunk?: unknown, encoding?: unknown) => {
        collect(chunk, encoding);
        const answerHeaders = new Headers();
        for (const [name, value] of Object.entries(response.getHeaders())) {
          if (value === undefined) continue;
          for (const entry of Array.isArray(value) ? value : [value]) answerHeaders.append(name, String(entry));
        }
        resolve({ status: response.statusCode, headers: answerHeaders, body: Buffer.concat(chunks) });
        // Koa and its middleware release what they hold for the response on `finish`.
        response.emit('finish');
        return response;
      }) as ServerResponse['end'];
      try {
        listener(request, response);
      } catch (error) {
        reject(error as Error);
      }
    });
  };
  return {
    async fetch(request) {
      const body = request.body === null ? undefined : Buffer.from(await request.arrayBuffer());
      const headers: Record<string, string> = {};
      request.headers.forEach((value, name) => {
        headers[name] = value;
      });
      headers.host ??= new URL(request.url).host;
      if (body !== undefined) headers['content-length'] = String(body.length);
      const url = new URL(request.url);
      const answer = await send(request.method, `${url.pathname}${url.search}`, headers, body);
      return new Response(NULL_BODY_STATUSES.has(answer.status) ? null : answer.body, {
        status: answer.status,
        headers: answer.headers,
      });
    },
  };
}
