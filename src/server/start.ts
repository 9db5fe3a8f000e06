import { serve, type ServerType } from '@hono/node-server';
import type { Server } from 'node:http';
import { defaultAdapters, type Adapters } from './adapters';
import { createApp } from './app';
import { ensureAdmin, seedIfEmpty } from './bootstrap';
import type { Config } from './config';
import { migrateDatabase, openDatabase, type Database, type OpenOptions } from './db/open';
import { gracefulClose } from './graceful-close';
import { forgetReadsHere } from './kit/read-caches';
import { endSubscribers, startLiveChannel } from './live/live-channel';
import { deliveryWorker, type DeliveryWorker } from './delivery/delivery-worker';
import { transportsFor } from './delivery/delivery-transports-for';
import { checkPortFree, listenProblem } from './port-check';

/** How long a shutdown waits for requests already received before it cuts their connections. */
export const SHUTDOWN_GRACE_MS = 10_000;

export interface RunningServer {
  url: string;
  database: Database;
  /** Sends the outbox (docs/delivery.md); tests call `delivery.runOnce()`. */
  delivery: DeliveryWorker;
  /**
   * Stops accepting connections, lets every request already received finish (up to SHUTDOWN_GRACE_MS),
   * then closes the database it opened.
   */
  close(): Promise<void>;
}

/** Opens (or takes) a database, migrates, makes the first admin and demo world, and listens. */
export async function startServer(
  config: Config,
  options: { open?: OpenOptions; database?: Database; adapters?: Adapters; log?: (line: string) => void } = {},
): Promise<RunningServer> {
  const log = options.log ?? ((line: string) => console.log(line));
  await checkPortFree(config.host, config.port);
  const database = options.database ?? (await openDatabase(options.open ?? (config.databaseUrl ? { kind: 'postgres', url: config.databaseUrl } : { kind: 'pglite', dataDir: config.dataDir })));
  await migrateDatabase(database);
  await ensureAdmin(database.db, config, log);
  await seedIfEmpty(database.db, config, log);
  const adapters = options.adapters ?? defaultAdapters(config);
  const live = await startLiveChannel(database, log, () => forgetReadsHere(database.db));
  const app = createApp({ database, config, adapters });
  const delivery = deliveryWorker(database.db, config.delivery, adapters.transports ?? transportsFor(config.delivery), log);
  const shutdown = gracefulClose();
  let server: ServerType;
  try {
    server = await new Promise((resolve, reject) => {
      const s = serve({ fetch: (request, env) => shutdown.track(app.fetch(request, env)), port: config.port, hostname: config.host }, () => resolve(s));
      s.once('error', (error: NodeJS.ErrnoException) => reject(listenProblem(config.host, config.port, error)));
    });
  } catch (error) {
    // Taken since the check: the database this opened is closed cleanly, not left to a crash.
    await live?.close();
    if (!options.database) await database.close();
    throw error;
  }
  shutdown.attach(server as Server);
  delivery.start();
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const shownHost = config.host === '0.0.0.0' ? 'localhost' : config.host;
  return {
    url: `http://${shownHost}:${port}`,
    database,
    delivery,
    close: async () => {
      // Open live streams would hold the connections for the whole grace: they end first.
      endSubscribers(database);
      await shutdown.close(SHUTDOWN_GRACE_MS);
      if (shutdown.inFlight > 0) log(`Stopped waiting for ${shutdown.inFlight} request(s) after ${SHUTDOWN_GRACE_MS / 1000} s.`);
      // The worker's round in progress records its outcomes before the database closes.
      await delivery.stop();
      await live?.close();
      if (!options.database) await database.close();
    },
  };
}
