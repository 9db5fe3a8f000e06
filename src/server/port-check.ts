// Whether the server can listen where it is told, asked before the database is opened: a taken port then
// stops the start at once with a clear message, instead of after minutes of seeding and with the
// embedded database left open by a crash.
import { createServer } from 'node:net';

export class PortTakenError extends Error {}

export function listenProblem(host: string, port: number, error: NodeJS.ErrnoException): PortTakenError {
  const why = error.code === 'EADDRINUSE' ? 'it is taken (another server running?); stop it or set PORT' : error.message;
  return new PortTakenError(`Cannot listen on ${host}:${port}: ${why}.`);
}

/** Resolves when `host:port` can be listened on (port 0 always can); rejects with a PortTakenError. */
export function checkPortFree(host: string, port: number): Promise<void> {
  if (port === 0) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', (error: NodeJS.ErrnoException) => reject(listenProblem(host, port, error)));
    probe.listen({ port, host, exclusive: true }, () => probe.close(() => resolve()));
  });
}
