// Short links served by our own server at /s/<code> (referral and generation links, invitations, and the
// messaging tools' links): one table, one way to make a code and one way to spell the address.
import { randomInt } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Queryable } from '../db/open';
import { shortLinks } from '../db/schema';
import type { HandlerContext } from '../handlers/types';

const ALPHABET = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789'; // no 0/O, 1/l/I look-alikes
export const SHORT_CODE_LENGTH = 7;
export const SHORT_LINK_PREFIX = '/s/';

export const publicBase = (ctx: Pick<HandlerContext, 'config'>) =>
  (ctx.config.publicUrl ?? `http://${ctx.config.host === '0.0.0.0' ? 'localhost' : ctx.config.host}:${ctx.config.port}`).replace(/\/+$/, '');

export const shortUrl = (ctx: Pick<HandlerContext, 'config'>, code: string) => `${publicBase(ctx)}${SHORT_LINK_PREFIX}${code}`;

/** Where registering happens: the workers' sign-up page, told which code brought them. */
export const registrationUrl = (ctx: Pick<HandlerContext, 'config'>, params: Record<string, string>) =>
  `${publicBase(ctx)}/register?${new URLSearchParams(params).toString()}`;

function newCode(): string {
  let code = '';
  for (let i = 0; i < SHORT_CODE_LENGTH; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}

/**
 * A new short link. A code already taken is drawn again before inserting (a unique violation would abort
 * the caller's transaction on PostgreSQL); 57^7 codes make a second draw rare.
 */
export async function createShortLink(db: Queryable, targetUrl: string, createdBy: number | null): Promise<{ id: number; code: string }> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const code = newCode();
    const [taken] = await db.select({ id: shortLinks.id }).from(shortLinks).where(eq(shortLinks.code, code));
    if (taken) continue;
    const [row] = await db.insert(shortLinks).values({ code, targetUrl, createdBy }).returning({ id: shortLinks.id, code: shortLinks.code });
    return row;
  }
  throw new Error('Could not draw a free short-link code in 5 attempts.');
}

/**
 * The target of a code, counting the click; 'gone' for a code the short-link tool turned off (counted as
 * nothing); null when there is no such code.
 */
export async function followShortLink(db: Queryable, code: string): Promise<string | 'gone' | null> {
  if (!/^[A-Za-z0-9]{4,32}$/.test(code)) return null;
  const [row] = await db
    .update(shortLinks)
    .set({ clicks: sql`${shortLinks.clicks} + 1`, lastClickedAt: sql`now()` })
    .where(and(eq(shortLinks.code, code), isNull(shortLinks.disabledAt)))
    .returning({ target: shortLinks.targetUrl });
  if (row) return row.target;
  const [off] = await db.select({ id: shortLinks.id }).from(shortLinks).where(eq(shortLinks.code, code));
  return off ? 'gone' : null;
}
