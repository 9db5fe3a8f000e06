import { z } from 'zod';
import { EMAIL_PATTERN, validateEmail } from '../src/domain/validation/email';
import { EMAIL_INVALID, EMAIL_REQUIRED } from '../src/domain/validation/messages';
import { defineCommand } from './define';
import { messageFrom } from './fields';

/**
 * Sign-in is by email address, checked by spec §5's rule; a longer text than any address is never matched
 * (and gets that one message). Checks rather than a pipe, so the API's JSON Schema carries the pattern.
 */
const username = z
  .string({ error: EMAIL_REQUIRED })
  .max(254, { message: EMAIL_INVALID, abort: true })
  .trim()
  .regex(EMAIL_PATTERN, messageFrom(validateEmail, EMAIL_INVALID))
  .describe('The email address of the account');
const password = z.string({ error: 'Password is required.' }).min(1, 'Password is required.').max(1024, 'Password is too long.');
const ticket = z.string({ error: 'Verification ticket is required.' }).min(16, 'Verification ticket is invalid.').max(128, 'Verification ticket is invalid.');

/** Either a session token, or a ticket for the verification-code step when LOGIN_VERIFICATION=always. */
const loginResult = z.object({
  token: z.string().nullable(),
  verify_ticket: z.string().nullable(),
  destination: z.string().nullable().describe('Where the code was sent, masked'),
});

export const login = defineCommand({
  id: 'auth.login',
  api: 'login',
  title: 'Sign in',
  area: 'auth',
  kind: 'action',
  public: true,
  args: z.strictObject({ username, password }),
  result: loginResult,
});

export const sendLoginVerificationCode = defineCommand({
  id: 'auth.sendVerificationCode',
  irreversible: { reason: 'it sends a verification code' },
  api: 'send_login_verification_code',
  title: 'Send the sign-in verification code again',
  area: 'auth',
  kind: 'action',
  public: true,
  args: z.strictObject({ verify_ticket: ticket }),
  result: z.object({ destination: z.string(), resend_after_seconds: z.number().int() }),
});

export const loginVerifyRequest = defineCommand({
  id: 'auth.verify',
  api: 'login_verify_request',
  title: 'Confirm sign-in with the verification code',
  area: 'auth',
  kind: 'action',
  public: true,
  args: z.strictObject({
    verify_ticket: ticket,
    code: z.string({ error: 'Verification code is required.' }).trim().regex(/^\d{6}$/, 'Verification code is 6 digits.'),
  }),
  result: z.object({ token: z.string() }),
});

export const logout = defineCommand({
  id: 'auth.logout',
  api: 'logout',
  title: 'Log out',
  area: 'auth',
  kind: 'action',
  danger: true,
  keywords: ['sign out'],
  args: z.strictObject({}),
  result: z.object({}),
});

export const userInfo = defineCommand({
  id: 'auth.userInfo',
  api: 'get_user_info',
  title: 'Who am I',
  area: 'auth',
  kind: 'query',
  args: z.strictObject({}),
  result: z.object({
    id: z.number().int(),
    name: z.string(),
    email: z.string(),
    avatar: z.string(),
    account_type: z.string(),
    /** The spec: after sign-in the only front-end role is admin. */
    roles: z.array(z.literal('admin')),
    /**
     * The business's clock, on which previews and summaries give times: its zone, and whether the server
     * set it (BUSINESS_TIME_ZONE) or left the default (Australia/Sydney). Read-only in the console.
     */
    business_time_zone: z.object({ name: z.string(), source: z.enum(['setting', 'default']) }),
  }),
});

export const authCommands = [login, sendLoginVerificationCode, loginVerifyRequest, logout, userInfo] as const;
