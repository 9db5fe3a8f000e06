// Local stand-ins for the providers the delivery worker talks to, on 127.0.0.1 (each on a free port the system gives): an HTTP
// SMS API that fails the first N calls with 503 and then recovers, and an SMTP sink (smtp-server).
import { createServer, type Server } from 'node:http';
import type { AddressInfo, Server as NetServer } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** Listens on a port the system chooses (suites on PGlite and PostgreSQL run side by side). */
async function listen(server: NetServer): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

export interface SmsCall {
  status: number;
  key: string;
  authorization: string;
  body: { to: string; from: string; body: string; reference: string };
}

export interface FakeSmsApi {
  url: string;
  calls: SmsCall[];
  /** Calls answered 200, per Idempotency-Key. */
  accepted(key: string): number;
  failNext(n: number): void;
  close(): Promise<void>;
}

/** Numbers that always fail: '…0400' with 400 (permanent), '…0503' with 503 (retryable). */
export async function fakeSmsApi(): Promise<FakeSmsApi> {
  const calls: SmsCall[] = [];
  let failures = 0;
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      const body = JSON.parse(raw) as SmsCall['body'];
      let status = 200;
      if (body.to.endsWith('0400')) status = 400;
      else if (body.to.endsWith('0503')) status = 503;
      else if (failures > 0) {
        failures -= 1;
        status = 503;
      }
      calls.push({ status, key: String(req.headers['idempotency-key']), authorization: String(req.headers.authorization ?? ''), body });
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(status === 200 ? JSON.stringify({ id: `sms-${calls.length}` }) : JSON.stringify({ error: status === 400 ? 'Invalid destination number' : 'Gateway busy' }));
    });
  });
  const port = await listen(server);
  return {
    url: `http://127.0.0.1:${port}/v1/messages`,
    calls,
    accepted: (key) => calls.filter((c) => c.key === key && c.status === 200).length,
    failNext: (n) => (failures = n),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

export interface SinkMail {
  from: string;
  to: string[];
  raw: string;
}

export interface SmtpSink {
  url: string;
  mails: SinkMail[];
  close(): Promise<void>;
}

/** Accepts everything except mail to 'nobody@…' (550, permanent). */
export async function smtpSink(): Promise<SmtpSink> {
  const mails: SinkMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (address.address.startsWith('nobody@')) {
        const error = new Error('No such mailbox') as Error & { responseCode: number };
        error.responseCode = 550;
        return callback(error);
      }
      callback();
    },
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      stream.on('end', () => {
        mails.push({ from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '', to: session.envelope.rcptTo.map((r) => r.address), raw });
        callback();
      });
    },
  });
  const port = await listen(server.server);
  return { url: `smtp://127.0.0.1:${port}`, mails, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
