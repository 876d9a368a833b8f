import net from 'node:net';
import { freeTestPort } from './local-server.ts';

/**
 * A TCP relay to a server (PostgreSQL) that a test can cut, as a restart or a network failure would: while cut it
 * refuses new connections, and cutting resets the ones open. Held, it delivers none of the server's answers, so that
 * a cut can land while a statement waits for its answer; `hold` answers when a client's next bytes have gone on to the
 * server. Closed by the caller.
 */
export async function cuttableRelay(target: { host: string; port: number }) {
  const port = await freeTestPort();
  const open = new Set<net.Socket>();
  const upstreams = new Set<net.Socket>();
  const onSent = new Set<() => void>();
  const server = net.createServer((client) => {
    const upstream = net.connect(target.port, target.host);
    upstreams.add(upstream);
    upstream.on('close', () => upstreams.delete(upstream));
    for (const socket of [client, upstream]) {
      open.add(socket);
      socket.on('error', () => {});
      socket.on('close', () => {
        open.delete(socket);
        client.destroy();
        upstream.destroy();
      });
    }
    client.pipe(upstream).pipe(client);
    client.on('data', () => {
      for (const sent of onSent) sent();
      onSent.clear();
    });
  });
  const listen = () => new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const stopListening = () => new Promise<void>((resolve) => server.close(() => resolve()));
  await listen();
  return {
    host: '127.0.0.1',
    port,
    hold(): Promise<void> {
      for (const upstream of upstreams) upstream.pause();
      return new Promise((resolve) => onSent.add(resolve));
    },
    async cut() {
      const closed = stopListening();
      for (const socket of open) socket.resetAndDestroy();
      await closed;
    },
    restore: listen,
    async close() {
      for (const socket of open) socket.destroy();
      if (server.listening) await stopListening();
    },
  };
}
