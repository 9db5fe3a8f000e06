// How messages leave the outbox, read from the environment once (config.ts). Without SMTP_URL email is
// delivered to the outbox itself (kept there, visible in the console); without SMS_API_URL the same for SMS.

export interface SmtpConfig {
  /** smtp://user:pass@host:587 or smtps://…:465 (nodemailer's URL form). */
  url: string;
  /** The From address of every email. */
  from: string;
}

export interface SmsApiConfig {
  /** Where each SMS is POSTed as JSON (docs/delivery.md has the contract). */
  url: string;
  apiKey?: string;
  /** The sender id or number the provider shows. */
  from: string;
}

export interface DeliveryConfig {
  smtp?: SmtpConfig;
  sms?: SmsApiConfig;
  /** How often the worker looks for due messages; 0 turns the polling off (tests call runOnce). */
  pollMs: number;
  /** Messages one round claims. */
  batchSize: number;
  /** Attempts before a message is marked failed. */
  maxAttempts: number;
  /** The wait after the first failed attempt; it doubles each time, up to maxBackoffMs. */
  backoffMs: number;
  maxBackoffMs: number;
  /** One send that takes longer is abandoned and counted as a retryable failure. */
  timeoutMs: number;
}

function positive(env: NodeJS.ProcessEnv, name: string, fallback: number, allowZero = false): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0 || (!allowZero && value === 0)) {
    throw new Error(`${name} must be a ${allowZero ? 'whole number (0 or more)' : 'positive whole number'}, got '${raw}'.`);
  }
  return value;
}

function address(env: NodeJS.ProcessEnv, name: string, protocols: string[]): string | undefined {
  const raw = env[name]?.trim();
  if (!raw) return undefined;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`${name} must be a ${protocols.join(' or ')} address, got '${raw}'.`);
  }
  if (!protocols.includes(url.protocol.slice(0, -1))) throw new Error(`${name} must be a ${protocols.join(' or ')} address, got '${raw}'.`);
  return raw;
}

export function deliveryConfigFromEnv(env: NodeJS.ProcessEnv): DeliveryConfig {
  const smtpUrl = address(env, 'SMTP_URL', ['smtp', 'smtps']);
  const smsUrl = address(env, 'SMS_API_URL', ['http', 'https']);
  return {
    smtp: smtpUrl ? { url: smtpUrl, from: env.MAIL_FROM?.trim() || 'Care Console <no-reply@care-console.local>' } : undefined,
    sms: smsUrl ? { url: smsUrl, apiKey: env.SMS_API_KEY?.trim() || undefined, from: env.SMS_FROM?.trim() || 'CareConsole' } : undefined,
    // Test servers drive the worker themselves (runOnce), so a message's status never changes under a test.
    pollMs: positive(env, 'DELIVERY_POLL_MS', env.NODE_ENV === 'test' ? 0 : 2_000, true),
    batchSize: positive(env, 'DELIVERY_BATCH_SIZE', 20),
    maxAttempts: positive(env, 'DELIVERY_MAX_ATTEMPTS', 6),
    backoffMs: positive(env, 'DELIVERY_BACKOFF_MS', 30_000),
    maxBackoffMs: positive(env, 'DELIVERY_MAX_BACKOFF_MS', 3_600_000),
    timeoutMs: positive(env, 'DELIVERY_TIMEOUT_MS', 15_000),
  };
}
