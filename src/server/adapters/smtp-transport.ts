// Email over SMTP with nodemailer (SMTP_URL, MAIL_FROM). One transport per server; each message
// gets a Message-ID made from its idempotency key, so a repeat is recognisable downstream. SMTP 4xx
// answers and connection trouble are retryable; 5xx answers (no such mailbox, refused) are not.
import { createHash } from 'node:crypto';
import nodemailer from 'nodemailer';
import { textOfHtml } from '../../domain/delivery/html-text';
import type { SmtpConfig } from '../delivery/delivery-config';
import { DeliveryError, type EmailTransport } from './delivery-transports';

interface SmtpFailure {
  responseCode?: number;
  code?: string;
  response?: string;
  message?: string;
}

function asDeliveryError(error: unknown): DeliveryError {
  const e = error as SmtpFailure;
  if (typeof e.responseCode === 'number') {
    return new DeliveryError(`SMTP ${e.responseCode}: ${e.response ?? e.message ?? 'refused'}`, e.responseCode < 500);
  }
  // ECONNECTION, ETIMEDOUT, ESOCKET, EDNS, …: the server could not be reached or went away.
  return new DeliveryError(`SMTP ${e.code ?? 'error'}: ${e.message ?? String(error)}`, e.code !== 'EENVELOPE' && e.code !== 'EMESSAGE');
}

export function smtpTransport(config: SmtpConfig, timeoutMs: number): EmailTransport {
  // The URL names host, port, security and credentials; the timeouts keep a stuck server from holding a send.
  const url = new URL(config.url);
  url.searchParams.set('connectionTimeout', String(timeoutMs));
  url.searchParams.set('greetingTimeout', String(timeoutMs));
  url.searchParams.set('socketTimeout', String(timeoutMs));
  const transporter = nodemailer.createTransport(url.toString());
  const domain = (config.from.match(/@([^>\s]+)/)?.[1] ?? 'care-console.local');
  return {
    name: 'smtp',
    async send(mail) {
      const id = createHash('sha256').update(mail.idempotencyKey).digest('hex').slice(0, 32);
      try {
        const info = await transporter.sendMail({
          from: config.from,
          to: mail.to,
          subject: mail.subject,
          ...(mail.format === 'html' ? { html: mail.body, text: textOfHtml(mail.body) } : { text: mail.body }),
          messageId: `<${id}@${domain}>`,
        });
        if (info.rejected?.length) throw new DeliveryError(`SMTP refused ${info.rejected.join(', ')}.`, false);
        return { providerMessageId: info.messageId ?? null };
      } catch (error) {
        throw error instanceof DeliveryError ? error : asDeliveryError(error);
      }
    },
    close: () => transporter.close(),
  };
}
