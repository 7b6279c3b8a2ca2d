/**
 * Requests to the server's app in the same process, without a socket: each request is a Node
 * `IncomingMessage` handed to the app's request listener (Koa's `app.callback()`, the one a
 * `node:http` server calls), and its `ServerResponse` is collected as it ends. Every middleware
 * runs as for a client on the network (host check, CORS, body parsing and limits, the documented
 * validation, error bodies, handlers); what is skipped is the TCP loopback and HTTP framing on
 * both sides, most of a simulated trader's cost per request (docs/performance.md#simulation).
 *
 * One door, `json`: the same method, path, headers and bytes as the generated client sends, without
 * the fetch API's `Request`, `Response` and `Headers` objects (a quarter of the traders' own CPU
 * time). Reading a fetch API body also detaches an `ArrayBuffer`, which makes V8 drop, once in the
 * process, every optimised function that touches typed arrays (docs/performance.md#v8s-warm-up).
 *
 * Responses whose body is a stream (event streams) are not supported: the simulation reads none.
 */
import { IncomingMessage, ServerResponse, type RequestListener } from 'node:http';
import { Socket } from 'node:net';

/** A JSON answer: its status and its parsed body (undefined when empty). */
export type JsonAnswer = { status: number; body: unknown };

export type InProcessFetch = {
  /**
   * `method path` with `body` as JSON (`content-type: application/json`, as the generated client
   * sends it) and `headers` added; resolves with the status and the parsed JSON body.
   */
  json(method: string, path: string, body?: unknown, headers?: Record<string, string>): Promise<JsonAnswer>;
};

/** The response and what it wrote: UTF-8 text as given (most bodies are one string), else bytes. */
type Answer = { response: ServerResponse; chunks: (string | Buffer)[] };

function bytesOf(chunks: readonly (string | Buffer)[]): Buffer {
  if (chunks.length === 1 && typeof chunks[0] !== 'string') return chunks[0] as Buffer;
  return Buffer.concat(chunks.map((chunk) => (typeof chunk === 'string' ? Buffer.from(chunk) : chunk)));
}

function textOf(chunks: readonly (string | Buffer)[]): string {
  if (chunks.length === 1 && typeof chunks[0] === 'string') return chunks[0];
  return bytesOf(chunks).toString();
}

/** `host`: the `Host` header of `json` requests (the server's own, so the host check passes). */
export function createInProcessFetch(listener: RequestListener, host: string): InProcessFetch {
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
      const chunks: (string | Buffer)[] = [];
      const collect = (chunk: unknown, encoding?: unknown) => {
        if (chunk === undefined || chunk === null || typeof chunk === 'function') return;
        if (typeof chunk === 'string') {
          const utf8 = typeof encoding !== 'string' || encoding === 'utf8' || encoding === 'utf-8';
          chunks.push(utf8 ? chunk : Buffer.from(chunk, encoding as BufferEncoding));
        } else {
          chunks.push(Buffer.from(chunk as Uint8Array));
        }
      };
      response.write = ((chunk: unknown, encoding?: unknown) => {
        collect(chunk, encoding);
        return true;
      }) as ServerResponse['write'];
      response.end = ((chunk?: unknown, encoding?: unknown) => {
        collect(chunk, encoding);
        resolve({ response, chunks });
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
    async json(method, path, body, extraHeaders) {
      const bytes = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
      const headers: Record<string, string> = { host, ...extraHeaders };
      if (bytes !== undefined) {
        headers['content-type'] = 'application/json';
        headers['content-length'] = String(bytes.length);
      }
      const { response, chunks } = await send(method, path, headers, bytes);
      const text = textOf(chunks);
      return { status: response.statusCode, body: text.length === 0 ? undefined : JSON.parse(text) };
    },
  };
}
