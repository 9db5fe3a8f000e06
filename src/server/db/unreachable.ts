// Is this failure the database being away (down, restarting, its connection lost), rather than a fault of
// the call? Such a call is answered 503 with Retry-After: trying again shortly is the right thing to do.
// The outcome of a write whose connection died while it committed is unknown, so it is never a success.
//
// Only errors node-postgres handed us count (pg-pool.ts marks them): an ECONNREFUSED from a fetch to some
// other service is not the database being down. PGlite, in the process, has no connection to lose.

/** SQLSTATEs of a connection that failed or that the server ended (class 08; shutdown, crash, starting up). */
const SERVER_ENDED = new Set(['57P01', '57P02', '57P03', '57P05']);
/** Socket failures on the way to the server. */
const NETWORK = new Set(['ECONNREFUSED', 'ECONNRESET', 'ECONNABORTED', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
/** node-postgres says these in words only (no code): a lost or closed connection, a connect that timed out. */
const PG_MESSAGES = [
  /^Connection terminated/,
  /^Client has encountered a connection error and is not queryable$/,
  /^Client was closed and is not queryable$/,
  /^timeout exceeded when trying to connect$/,
];

const fromPostgres = new WeakSet<object>();

/** Rethrows `error`, noted as one node-postgres gave (a query, a connect). */
export function rethrowFromPostgres(error: unknown): never {
  if (error instanceof Error) fromPostgres.add(error);
  throw error;
}

function connectionLost(error: Error): boolean {
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (code.startsWith('08') || SERVER_ENDED.has(code) || NETWORK.has(code))) return true;
  // A connect over several addresses (localhost: ::1 and 127.0.0.1) fails with each one's error.
  if (error instanceof AggregateError && error.errors.some((e) => e instanceof Error && connectionLost(e))) return true;
  return PG_MESSAGES.some((pattern) => pattern.test(error.message));
}

/** Looks through drizzle's wrapping (DrizzleQueryError's `cause`) for a lost connection node-postgres reported. */
export function isDatabaseUnreachable(error: unknown): boolean {
  for (let e = error, depth = 0; e instanceof Error && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    if (fromPostgres.has(e) && connectionLost(e)) return true;
  }
  return false;
}
