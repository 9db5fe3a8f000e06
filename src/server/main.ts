import { configFromEnv } from './config';
import { startServer } from './start';
import { setBusinessTimeZone } from '../domain/format/business-time';

// The business's clock for times in messages and summaries (Sydney unless set).
setBusinessTimeZone(process.env.BUSINESS_TIME_ZONE);
const config = configFromEnv();
const server = await startServer(config).catch((error: Error) => {
  console.error(`Care Console could not start: ${error.message}`);
  process.exit(1);
});
console.log(`Care Console is serving ${server.url} on ${server.database.kind === 'postgres' ? 'PostgreSQL' : `embedded PGlite in ${config.dataDir}`}.`);

// The first signal drains: no new connections, requests already received finish, then the database
// closes. A second signal stops at once, unless it follows within REPEAT_MS: a stop sent to the process
// group (Ctrl+C, systemd) reaches this process twice, directly and passed on by npm, and is one stop.
const REPEAT_MS = 1_000;
let stoppingSince = 0;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, async () => {
    if (stoppingSince) {
      if (Date.now() - stoppingSince < REPEAT_MS) return;
      console.log(`${signal} again: stopping at once.`);
      process.exit(1);
    }
    stoppingSince = Date.now();
    console.log(`${signal}: finishing the requests in progress, then stopping.`);
    try {
      await server.close();
      console.log('Care Console stopped.');
      process.exit(0);
    } catch (error) {
      console.error(`Care Console did not stop cleanly: ${(error as Error).message}`);
      process.exit(1);
    }
  });
}
