// The words of the sign-in page in both languages. The page runs before (and without) the console's
// dictionaries, so it carries its own copy of the few it shows; test/e2e/login-budget.test.ts checks
// each one still equals en.ts / zh.ts, so the wording has one source.
import type { Language } from '../../domain/constants';

export const loginStrings = {
  en: {
    title: 'Care Console',
    tagline: 'Care workforce recruitment and staffing',
    heading: 'Sign in',
    subtitle: 'Use your administrator account.',
    username: 'Email address',
    usernamePlaceholder: 'name@example.com',
    password: 'Password',
    show: 'Show',
    hide: 'Hide',
    submit: 'Sign in',
    signingIn: 'Signing in…',
    language: 'Language',
    network: 'Network Error',
    timeout: 'The server did not answer within {{seconds}} s.',
  },
  zh: {
    title: '护理控制台',
    tagline: '护理人员招聘与排班',
    heading: '登录',
    subtitle: '请使用管理员账号登录。',
    username: '邮箱地址',
    usernamePlaceholder: 'name@example.com',
    password: '密码',
    show: '显示',
    hide: '隐藏',
    submit: '登录',
    signingIn: '正在登录…',
    language: '语言',
    network: '网络错误',
    timeout: '服务器在 {{seconds}} 秒内没有响应。',
  },
} as const satisfies Record<Language, Record<string, string>>;

export type LoginStringKey = keyof (typeof loginStrings)['en'];

/** What each language button says (its own language, as everywhere in the console). */
export const languageNames: Record<Language, string> = { en: 'English', zh: '中文' };

/** Where each string lives in the console's dictionaries (en.ts / zh.ts), for the sameness check. */
export const dictionaryPaths: Record<LoginStringKey, string> = {
  title: 'app.title',
  tagline: 'app.tagline',
  heading: 'login.title',
  subtitle: 'login.subtitle',
  username: 'login.username',
  usernamePlaceholder: 'login.usernamePlaceholder',
  password: 'login.password',
  show: 'login.show',
  hide: 'login.hide',
  submit: 'login.submit',
  signingIn: 'login.signingIn',
  language: 'settings.language',
  network: 'error.network',
  timeout: 'error.timeout',
};

/**
 * The English messages a sign-in can show (spec §5 validation, the server's refusals) in Chinese; the
 * texts that are in zh.ts `messages` must read the same there. Others stay as the server wrote them.
 */
export const messagesZh: Record<string, string> = {
  'Email address is required.': '请输入邮箱地址。',
  'Email address is invalid.': '邮箱地址无效。',
  'Password is required.': '请输入密码。',
  'Password is too long.': '密码过长。',
  'Email address or password is incorrect.': '邮箱地址或密码错误。',
  'The verification code has expired. Sign in again.': '验证码已过期，请重新登录。',
  'Your session has expired. Sign in again.': '登录已过期，请重新登录。',
  'Not logged in.': '尚未登录。',
  'This account is inactive. Ask an administrator to enable it.': '此账号已停用，请联系管理员启用。',
  'Has Error': '出错了',
  Error: '错误',
};

/** Messages with a number in them (the throttle's wait, the body limit), as patterns. */
const patternsZh: [RegExp, (m: RegExpExecArray) => string][] = [
  [/^Too many failed sign-ins\. Try again in (\d+) minute\(s\)\.$/, (m) => `登录失败次数过多，请在 ${m[1]} 分钟后重试。`],
  [/^The body is larger than (\d+) KB\.$/, (m) => `请求内容超过 ${m[1]} KB。`],
];

export function loginText(language: Language, key: LoginStringKey, params: Record<string, string | number> = {}): string {
  return loginStrings[language][key].replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ''));
}

/** A message that came as English text, in the page's language. */
export function loginMessage(language: Language, message: string): string {
  if (language === 'en') return message;
  if (messagesZh[message]) return messagesZh[message];
  for (const [pattern, say] of patternsZh) {
    const m = pattern.exec(message);
    if (m) return say(m);
  }
  return message;
}
