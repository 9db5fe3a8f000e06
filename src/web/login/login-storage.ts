// What the stand-alone sign-in page reads and writes in the browser's storage: the same keys the console
// uses (state/session.ts, state/settings.ts; test/e2e/login-budget.test.ts checks they agree), so a
// sign-in here is a sign-in there. Storage can be blocked (private modes): every access is guarded.
import { DEFAULT_LANGUAGE, DEFAULT_UI_SIZE, LANGUAGES, TOKEN_STORAGE_KEY, UI_SIZES, type Language, type UiSize } from '../../domain/constants';

export const SETTINGS_STORAGE_KEY = 'care-console-settings';
export const PENDING_STORAGE_KEY = 'care-console-pending-verification';

export function storedToken(): string | null {
  try {
    return localStorage.getItem(TOKEN_STORAGE_KEY) || null;
  } catch {
    return null;
  }
}

/** Keeps the token where the console reads it; false when storage refuses (the console could not see it). */
export function storeToken(token: string): boolean {
  try {
    localStorage.setItem(TOKEN_STORAGE_KEY, token);
    sessionStorage.removeItem(PENDING_STORAGE_KEY);
    return true;
  } catch {
    return false;
  }
}

/** A sign-in waiting for its code, as state/session.ts keeps it for the verification page. */
export function storePending(ticket: string, destination: string | null): void {
  try {
    sessionStorage.setItem(PENDING_STORAGE_KEY, JSON.stringify({ ticket, destination, sentAt: Date.now() }));
  } catch {
    // The verification page then says there is no sign-in waiting, and links back here.
  }
}

function storedSettings(): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(SETTINGS_STORAGE_KEY) ?? '{}');
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

export function storedLanguage(): Language {
  const language = storedSettings().language as Language;
  return LANGUAGES.includes(language) ? language : DEFAULT_LANGUAGE;
}

export function storedSize(): UiSize {
  const size = storedSettings().size as UiSize;
  return UI_SIZES.includes(size) ? size : DEFAULT_UI_SIZE;
}

/** Saves a language choice next to the other settings, so the console opens in it too. */
export function storeLanguage(language: Language): void {
  try {
    localStorage.setItem(SETTINGS_STORAGE_KEY, JSON.stringify({ size: DEFAULT_UI_SIZE, sidebarCollapsed: false, ...storedSettings(), language }));
  } catch {
    // The choice lasts for this page only.
  }
}
