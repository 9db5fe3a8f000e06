import { serve, type ServerType } from '@hono/node-server';
import { defaultAdapters, type Adapters } from './adapters';
import { createApp } from './app';
import { ensureAdmin, seedIfEmpty } from './bootstrap';
import type { Config } from './config';
import { migrateDatabase, openDatabase, type Database, type OpenOptions } from './db/open';

export interface RunningServer {
  url: string;
  database: Database;
  close(): Promise<void>;
}

/** Opens (or takes) a database, migrates, makes the first admin and demo world, and listens. */
export async function startServer(
  config: Config,
  options: { open?: OpenOptions; database?: Database; adapters?: Adapters; log?: (line: string) => void } = {},
): Promise<RunningServer> {
  const log = options.log ?? ((line: string) => console.log(line));
  const database = options.database ?? (await openDatabase(options.open ?? (config.databaseUrl ? { kind: 'postgres', url: config.databaseUrl } : { kind: 'pglite', dataDir: config.dataDir })));
  await migrateDatabase(database);
  await ensureAdmin(database.db, config, log);
  await seedIfEmpty(database.db, config, log);
  const app = createApp({ database, config, adapters: options.adapters ?? defaultAdapters() });
  const server: ServerType = await new Promise((resolve) => {
    const s = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, () => resolve(s));
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const shownHost = config.host === '0.0.0.0' ? 'localhost' : config.host;
  return {
    url: `http://${shownHost}:${port}`,
    database,
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      if (!options.database) await database.close();
    },
  };
}
