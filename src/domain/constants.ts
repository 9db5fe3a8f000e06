// Spec §2 and §9 constants, named once so the shell, the server and the tests agree.

export const CONSOLE_TITLE = 'Care Console';
export const THEME_COLOR = '#1890ff';

export const REQUEST_TIMEOUT_MS = 60000;
/** How long toasts and messages stay up. */
export const MESSAGE_DURATION_MS = 5000;

/** Below this window width the layout switches to mobile mode. */
export const MOBILE_BREAKPOINT_PX = 992;
export const SIDEBAR_WIDTH_PX = 210;
/** Fuzzy-match threshold of the header route search (0 exact … 1 anything). */
export const HEADER_SEARCH_THRESHOLD = 0.4;

export const LANGUAGES = Object.freeze(['en', 'zh'] as const);
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

export const UI_SIZES = Object.freeze(['default', 'medium', 'small', 'mini'] as const);
export type UiSize = (typeof UI_SIZES)[number];
export const DEFAULT_UI_SIZE: UiSize = 'medium';

/** Spec §3/§9: the batch SMS message starts with the recipient's first name. */
export const DEFAULT_SMS_TEMPLATE = 'Hi {{first_name}},';

/** Spec §9 only says "a fixed key"; this is ours. */
export const TOKEN_STORAGE_KEY = 'care-console-token';

/** Toolbar of rich-text fields (notes, emails, announcements). The spec does not list one; this is our set. */
export const RICH_TEXT_TOOLBAR = Object.freeze([
  'heading',
  'bold',
  'italic',
  'underline',
  'strike',
  'bulletList',
  'orderedList',
  'blockquote',
  'link',
  'undo',
  'redo',
] as const);

/** Spec §2: the only paths reachable without a token. */
export const PUBLIC_PATHS = Object.freeze(['/login', '/auth-redirect', '/verification-code'] as const);
export const LOGIN_PATH = '/login';
/** Query parameter holding the path a guard redirect came from. */
export const REDIRECT_PARAM = 'redirect';
/** Spec §2: the root redirects here (a pinned tab). */
export const HOME_PATH = '/dashboard';
/** Spec §6: the single front-end role every admin session gets. */
export const ADMIN_ROLE = 'admin';
/** Spec §7: prefix of every admin call. */
export const API_PREFIX = '/api/admin/';
/** A signed-in console's stream of live events (Server-Sent Events; docs/live.md). */
export const LIVE_STREAM_PATH = '/api/live';
/** Where a console says which record it has open (issue 24, presence): POST { kind, id } or {} for none. */
export const LIVE_OPEN_PATH = '/api/live/open';
