/**
 * The bench's baseline: a bare `node:http` server answering every request with one fixed JSON
 * order (the bytes of a real `GET /orders/{uid}` response, read from the file named by argv[2]).
 * What Node itself costs per request on this machine; every route is reported as a ratio to it.
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const path = process.argv[2];
if (!path) throw new Error('usage: baselineServer.ts BODY_FILE');
const body = readFileSync(path);
const headers = { 'content-type': 'application/json', 'content-length': String(body.length) };

const server = createServer((request, response) => {
  request.resume();
  response.writeHead(200, headers);
  response.end(body);
});
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  console.log(`baseline listening on http://127.0.0.1:${port}`);
});
process.once('SIGTERM', () => {
  server.close(() => process.exit(0));
  server.closeAllConnections();
});
