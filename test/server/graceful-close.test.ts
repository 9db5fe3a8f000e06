// The drain's quiet grace counts per connection (src/server/graceful-close.ts): a keep-alive answer that
// began before the signal and ends during the drain leaves its connection open for the client's next
// request, which is answered (with Connection: close), not dropped with the connection. Seen under load in
// graceful-load as one 'other side closed'; here the interleaving is forced, in process.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { gracefulClose } from '../../src/server/graceful-close';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A GET on `agent`: the status and Connection header, or the error's code. */
function get(port: number, path: string, agent: http.Agent): Promise<{ status: number; connection?: string } | { error: string }> {
  return new Promise((resolve) => {
    const request = http.get({ host: '127.0.0.1', port, path, agent }, (response) => {
      response.resume();
      response.on('end', () => resolve({ status: response.statusCode!, connection: response.headers.connection }));
    });
    request.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
  });
}

test('a keep-alive answer that ends during the drain leaves its connection to the next request, which is answered', async () => {
  const shutdown = gracefulClose();
  let releaseSlow: () => void = () => {};
  const server = http.createServer((req, res) => {
    void shutdown.track(
      new Promise<void>((resolve) => {
        res.on('close', resolve);
        if (req.url === '/slow') {
          // Headers out before the signal: this answer keeps its connection alive.
          res.writeHead(200, { 'content-type': 'text/plain' });
          res.flushHeaders();
          releaseSlow = () => res.end('slow');
        } else setImmediate(() => res.end('fast')); // as an app's answer comes: after the request event
      }),
    );
  });
  shutdown.attach(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  try {
    const slow = get(port, '/slow', agent);
    await sleep(50);
    const drained = shutdown.close(5_000);
    // The drain is past its first 500 ms when the slow answer ends and nothing else is in flight.
    await sleep(700);
    releaseSlow();
    assert.equal(await slow, { status: 200, connection: 'keep-alive' }, 'the slow answer kept its connection');
    await sleep(60);
    const next = await get(port, '/next', agent);
    assert.equal(next, { status: 200, connection: 'close' }, 'the next request on that connection is answered, and told the door is closing');
    await drained;
  } finally {
    agent.destroy();
    server.closeAllConnections?.();
  }
});

test.run();
