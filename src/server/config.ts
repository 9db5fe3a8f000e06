import { aiConfigFromEnv, type AiConfig } from './adapters/ai-config';
import { deliveryConfigFromEnv, type DeliveryConfig } from './delivery/delivery-config';

/** Everything the server reads from the environment, parsed once with defaults and checked. */
export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  adminEmail: string;
  adminPassword?: string;
  loginVerification: 'off' | 'always';
  seedScale: 'demo' | 'large' | 'none';
  sessionIdleMinutes: number;
  sessionMaxHours: number;
  trustProxy: boolean;
  production: boolean;
  /** Validate every answer against its command's result schema (catches drift in tests). */
  checkResults: boolean;
  staticDir: string;
  /** Where people outside the console reach it, for links in emails (PUBLIC_URL); the listening address otherwise. */
  publicUrl?: string;
  /** AI_BASE_URL, AI_API_KEY, AI_MODEL, AI_TIMEOUT_MS: the local summariser unless an endpoint is named. */
  ai: AiConfig;
  /** SMTP_URL, MAIL_FROM, SMS_API_URL, SMS_API_KEY, SMS_FROM, DELIVERY_*: how the outbox is delivered (docs/delivery.md). */
  delivery: DeliveryConfig;
  /** SMS_SEGMENT_PRICE_CENTS: what one SMS part costs, for the cost a bulk dry run shows (default 8). */
  smsSegmentPriceCents: number;
}

function intFrom(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a positive whole number, got '${raw}'.`);
  return value;
}

function oneOf<T extends string>(env: NodeJS.ProcessEnv, name: string, allowed: readonly T[], fallback: T): T {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (!allowed.includes(raw as T)) throw new Error(`${name} must be one of ${allowed.join(', ')}, got '${raw}'.`);
  return raw as T;
}

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): Config {
  const production = env.NODE_ENV === 'production';
  return {
    port: intFrom(env, 'PORT', 8080),
    host: env.HOST || '0.0.0.0',
    dataDir: env.DATA_DIR || './data',
    databaseUrl: env.DATABASE_URL || undefined,
    adminEmail: env.ADMIN_EMAIL || 'admin@example.com',
    adminPassword: env.ADMIN_PASSWORD || undefined,
    loginVerification: oneOf(env, 'LOGIN_VERIFICATION', ['off', 'always'] as const, 'off'),
    seedScale: oneOf(env, 'SEED_SCALE', ['demo', 'large', 'none'] as const, 'demo'),
    sessionIdleMinutes: intFrom(env, 'SESSION_IDLE_MINUTES', 12 * 60),
    sessionMaxHours: intFrom(env, 'SESSION_MAX_HOURS', 7 * 24),
    trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
    production,
    checkResults: !production,
    staticDir: env.STATIC_DIR || './dist',
    ai: aiConfigFromEnv(env),
    delivery: deliveryConfigFromEnv(env),
    publicUrl: env.PUBLIC_URL || undefined,
    smsSegmentPriceCents: intFrom(env, 'SMS_SEGMENT_PRICE_CENTS', 8),
  };
}
