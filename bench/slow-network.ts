import { connect, createServer, type Socket } from 'node:net';

/** Chrome DevTools' "Slow 3G": a 2 s round trip and 400 kbit/s each way. */
export const SLOW_3G = { roundTripMs: 2000, bytesPerSecond: 50_000 };

type Link = { roundTripMs: number; bytesPerSecond: number };

/** A fast link: what the browser sees before the network turns slow. */
const LOCAL: Link = { roundTripMs: 0, bytesPerSecond: Infinity };

export type SlowNetwork = { url: string; use(link: Link | null): void; close(): Promise<void> };

/** One direction of the link: every connection shares its bandwidth, as on a phone's single radio. */
function pacer(current: () => Link) {
  let freeAt = 0;
  return (bytes: number) => {
    const { roundTripMs, bytesPerSecond } = current();
    const now = Date.now();
    const start = Math.max(now + roundTripMs / 2, freeAt);
    freeAt = start + (bytes / bytesPerSecond) * 1000;
    return freeAt - now;
  };
}

function relay(from: Socket, to: Socket, delayFor: (bytes: number) => number) {
  from.on('data', (chunk: Buffer) => {
    setTimeout(() => {
      if (!to.destroyed) to.write(chunk);
    }, delayFor(chunk.length));
  });
  from.on('end', () => setTimeout(() => to.end(), delayFor(0)));
  from.on('error', () => to.destroy());
}

/**
 * A TCP proxy in front of the server that delays and paces what passes through it, both ways, once told which
 * link to be (`use`). Unlike per-page throttling in the browser, everything the browser sends (pages and its
 * service worker) crosses the slow link, and the origin stays the same when the link changes.
 */
export async function startSlowNetwork(target: string): Promise<SlowNetwork> {
  const { hostname, port } = new URL(target);
  let link = LOCAL;
  const up = pacer(() => link);
  const down = pacer(() => link);
  const sockets = new Set<Socket>();
  const server = createServer((client) => {
    client.pause();
    // Opening a connection costs a round trip too.
    setTimeout(() => {
      const upstream = connect(Number(port), hostname, () => client.resume());
      for (const socket of [client, upstream]) {
        sockets.add(socket);
        socket.once('close', () => sockets.delete(socket));
      }
      relay(client, upstream, up);
      relay(upstream, client, down);
    }, link.roundTripMs);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (typeof address !== 'object' || !address) throw new Error('the slow network has no port');
  return {
    url: `http://127.0.0.1:${address.port}`,
    use: (next) => {
      link = next ?? LOCAL;
    },
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
