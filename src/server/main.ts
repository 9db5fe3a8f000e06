import { configFromEnv } from './config';
import { startServer } from './start';

const config = configFromEnv();
const server = await startServer(config).catch((error: Error) => {
  console.error(`Care Console could not start: ${error.message}`);
  process.exit(1);
});
console.log(`Care Console is serving ${server.url} on ${server.database.kind === 'postgres' ? 'PostgreSQL' : `embedded PGlite in ${config.dataDir}`}.`);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, async () => {
    if (stopping) process.exit(1);
    stopping = true;
    await server.close();
    process.exit(0);
  });
}
