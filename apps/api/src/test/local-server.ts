import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';

/** The ports this project's tests may listen on. */
const TEST_PORTS = { first: 3400, count: 100 };

/** Puts `server` on 127.0.0.1, on a free port of the test range; answers its origin. Closed by the caller. */
export async function listenOnTestPort(server: Server): Promise<string> {
  const start = Math.floor(Math.random() * TEST_PORTS.count);
  for (let tried = 0; tried < TEST_PORTS.count; tried++) {
    const port = TEST_PORTS.first + ((start + tried) % TEST_PORTS.count);
    const listening = await new Promise<boolean>((resolve) => {
      server.once('error', () => resolve(false));
      server.listen(port, '127.0.0.1', () => resolve(true));
    });
    if (listening) return `http://127.0.0.1:${port}`;
  }
  throw new Error('no free port in the test range');
}

/** A plain HTTP server on 127.0.0.1, on a free port of the test range; closed by the caller. */
export async function listenLocally(
  handler: (request: IncomingMessage, response: ServerResponse) => void,
): Promise<{ server: Server; origin: string }> {
  const server = createServer(handler);
  return { server, origin: await listenOnTestPort(server) };
}

export function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => {
      body += chunk;
    });
    request.on('end', () => resolve(body));
    request.on('error', reject);
  });
}
