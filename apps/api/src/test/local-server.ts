import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import net from 'node:net';

/** The ports this project's tests may listen on. */
const TEST_PORTS = { first: 3400, count: 100 };

/** A plain HTTP server on 127.0.0.1, on a free port of the test range; closed by the caller. */
export async function listenLocally(
  handler: (request: IncomingMessage, response: ServerResponse) => void,
): Promise<{ server: Server; origin: string }> {
  const server = createServer(handler);
  return { server, origin: await listenOnTestPort(server) };
}

/** Puts `server` on 127.0.0.1, on a free port of the test range; answers its origin. Closed by the caller. */
export async function listenOnTestPort(server: net.Server): Promise<string> {
  return `http://127.0.0.1:${await bindTestPort(server)}`;
}

async function bindTestPort(server: net.Server): Promise<number> {
  const start = Math.floor(Math.random() * TEST_PORTS.count);
  for (let tried = 0; tried < TEST_PORTS.count; tried++) {
    const port = TEST_PORTS.first + ((start + tried) % TEST_PORTS.count);
    const listening = await new Promise<boolean>((resolve) => {
      server.once('error', () => resolve(false));
      server.listen(port, '127.0.0.1', () => resolve(true));
    });
    if (listening) return port;
  }
  throw new Error('no free port in the test range');
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

/** A port of the test range that nothing listens on at the moment. */
export async function freeTestPort(): Promise<number> {
  const server = net.createServer();
  const port = await bindTestPort(server);
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * A PostgreSQL address where a connection is refused at once, as when the server is down: port 1, which nothing here
 * listens on, rather than a free port of the test range, which another test file could take meanwhile.
 */
export async function refusingPostgresUrl(): Promise<string> {
  return 'postgres://shop@127.0.0.1:1/shop';
}

/**
 * A PostgreSQL address whose server takes connections and never answers, as a hung server or a host lost behind a
 * firewall would; closed by the caller.
 */
export async function silentPostgres(): Promise<{ url: string; close(): Promise<void> }> {
  const connections = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    connections.add(socket);
    socket.on('close', () => connections.delete(socket));
  });
  const port = await bindTestPort(server);
  return {
    url: `postgres://shop@127.0.0.1:${port}/shop`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of connections) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
