import { eq, sql } from 'drizzle-orm';
import { authCommands } from '../../../commands/auth';
import { accountDateProblem, accountToday } from '../../domain/account-dates';
import { ERR } from '../../domain/errors';
import { businessTimeZone, businessTimeZoneSource } from '../../domain/format/business-time';
import { AppError, notLoggedIn, rateLimited } from '../app-error';
import { attemptsSpent, liveChallenge } from '../auth/code-attempts';
import { BadCredentialsError } from '../auth/login-throttle';
import { verifyPassword } from '../auth/passwords';
import { countCodeSend } from '../auth/code-sends';
import { createSession, revokeSession } from '../auth/sessions';
import { hashSecret, maskDestination, newToken, newVerificationCode } from '../auth/tokens';
import type { Queryable } from '../db/open';
import { accounts, loginChallenges } from '../db/schema';
import type { HandlerContext, HandlersFor } from './types';

const CODE_TTL_MS = 10 * 60_000;
const RESEND_AFTER_SECONDS = 60;
const BAD_CREDENTIALS = 'Email address or password is incorrect.';

async function sendCode(db: Queryable, ctx: HandlerContext, account: { id: number; email: string }, ticket: string) {
  const code = newVerificationCode();
  await db
    .update(loginChallenges)
    .set({ codeHash: hashSecret(`${ticket}:${code}`), sentAt: new Date(), attempts: 0, expiresAt: new Date(Date.now() + CODE_TTL_MS) })
    .where(eq(loginChallenges.ticketHash, hashSecret(ticket)));
  await ctx.adapters.messenger.enqueue(db, {
    channel: 'email',
    recipient: account.email,
    subject: 'Your Care Console sign-in code',
    body: `Your sign-in code is ${code}. It expires in 10 minutes. If you did not try to sign in, tell your administrator.`,
    origin: 'login',
    secrets: [code],
  });
  return maskDestination(account.email);
}

async function openChallenge(db: Queryable, ticket: string) {
  const [challenge] = await db
    .select()
    .from(loginChallenges)
    .where(liveChallenge(ticket));
  if (!challenge || attemptsSpent(challenge.attempts)) {
    throw new AppError(ERR.invalidArguments, 'The verification code has expired. Sign in again.', {
      fields: [{ path: 'verify_ticket', message: 'Expired or already used.' }],
    });
  }
  return challenge;
}

export const authHandlers: HandlersFor<typeof authCommands> = {
  // The attempt was counted before this runs (auth/login-throttle.ts, around the whole command).
  async 'auth.login'({ username, password }, ctx) {
    const [account] = await ctx.db.select().from(accounts).where(eq(sql`lower(${accounts.email})`, username.toLowerCase()));
    const ok = await verifyPassword(account?.passwordHash, password);
    if (!ok || !account) throw new BadCredentialsError(BAD_CREDENTIALS);
    if (account.status !== 'active') throw new AppError(ERR.forbidden, 'This account is inactive. Ask an administrator to enable it.');
    const outside = accountDateProblem(account.startDate, account.endDate, accountToday(ctx.now));
    if (outside) throw new AppError(ERR.forbidden, `${outside} Ask an administrator to change its dates.`);
    ctx.audit({ accountId: account.id, entity: 'account', entityId: account.id, before: null, after: { signed_in: true } });

    if (ctx.config.loginVerification === 'always') {
      await countCodeSend(ctx.db, account.id);
      const ticket = newToken();
      await ctx.db.insert(loginChallenges).values({
        ticketHash: hashSecret(ticket), accountId: account.id, codeHash: '', expiresAt: new Date(Date.now() + CODE_TTL_MS), clientIp: ctx.clientIp,
      });
      const destination = await sendCode(ctx.db, ctx, account, ticket);
      return { token: null, verify_ticket: ticket, destination };
    }
    const token = await createSession(ctx.db, ctx.config, account.id, { ip: ctx.clientIp, userAgent: ctx.userAgent });
    return { token, verify_ticket: null, destination: null };
  },

  async 'auth.sendVerificationCode'({ verify_ticket }, ctx) {
    const challenge = await openChallenge(ctx.db, verify_ticket);
    const sinceSent = (Date.now() - challenge.sentAt.getTime()) / 1000;
    if (sinceSent < RESEND_AFTER_SECONDS) {
      throw rateLimited(`Wait ${Math.ceil(RESEND_AFTER_SECONDS - sinceSent)} s before asking for another code.`, Math.ceil(RESEND_AFTER_SECONDS - sinceSent));
    }
    await countCodeSend(ctx.db, challenge.accountId);
    const [account] = await ctx.db.select().from(accounts).where(eq(accounts.id, challenge.accountId));
    const destination = await sendCode(ctx.db, ctx, account, verify_ticket);
    return { destination, resend_after_seconds: RESEND_AFTER_SECONDS };
  },

  async 'auth.verify'({ verify_ticket, code }, ctx) {
    const challenge = await openChallenge(ctx.db, verify_ticket);
    // The attempt was counted before this runs (auth/code-attempts.ts, around the whole command).
    if (challenge.codeHash !== hashSecret(`${verify_ticket}:${code}`)) {
      throw new AppError(ERR.invalidArguments, 'The verification code is incorrect.', { fields: [{ path: 'code', message: 'The verification code is incorrect.' }] });
    }
    // Single use: the challenge is spent before the session exists.
    await ctx.db.update(loginChallenges).set({ usedAt: new Date() }).where(eq(loginChallenges.ticketHash, challenge.ticketHash));
    ctx.audit({ accountId: challenge.accountId, entity: 'account', entityId: challenge.accountId, before: null, after: { verified: true } });
    const token = await createSession(ctx.db, ctx.config, challenge.accountId, { ip: ctx.clientIp, userAgent: ctx.userAgent });
    return { token };
  },

  async 'auth.logout'(_args, ctx) {
    if (!ctx.sessionTokenHash) throw notLoggedIn();
    await revokeSession(ctx.db, ctx.sessionTokenHash);
    return {};
  },

  async 'auth.userInfo'(_args, ctx) {
    if (!ctx.account) throw notLoggedIn();
    const { id, name, email, avatar, accountType } = ctx.account;
    return {
      id, name, email, avatar, account_type: accountType, roles: ['admin' as const],
      business_time_zone: { name: businessTimeZone(), source: businessTimeZoneSource() },
    };
  },
};
