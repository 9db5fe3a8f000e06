// rosetta with en (in the first bundle) and zh (loaded when chosen, so English users do not download it),
// each with its palette and generic-screen strings (palette-strings*.ts).
import rosetta from 'rosetta';
import { useCallback } from 'react';
import { proxy, useSnapshot } from 'valtio';
import type { Language } from '../../domain/constants';
import type { Enum, EnumCodeValue } from '../../domain/enums/define-enum';
import type { RelativeTimeWords } from '../../domain/format/relative-time';
import { onLanguageChoice, settings } from '../state/settings';
import { en, type Dictionary } from './en';
import { paletteStringsEn } from './palette-strings';

// The area strings join en when the signed-in shell loads (area-strings.ts); the login path has the rest.
const i18n = rosetta<Dictionary>({ en: en as Dictionary });
i18n.set('en', paletteStringsEn as never);

/** Adds English strings that load later than en.ts (each area's screens, with the signed-in shell). */
export function addEnglish(table: Record<string, unknown>): void {
  i18n.set('en', table as never);
}

/** Which dictionaries have arrived; components re-render when zh does. */
export const dictionaries = proxy<Record<Language, boolean>>({ en: true, zh: false });

let zhMessages = new Map<string, string>();
let zhRelativeTime: RelativeTimeWords | undefined;
/** Sentences with names in them (message-patterns-zh.ts), loaded with the Chinese dictionary. */
let zhPatterns: ((message: string) => string | undefined) | undefined;
let zhLoading: Promise<void> | null = null;

/** Loads the Chinese dictionary (once); resolves when it is in. */
export function loadLanguage(language: Language): Promise<void> {
  if (language === 'en' || dictionaries.zh) return Promise.resolve();
  zhLoading ??= Promise.all([import('./zh'), import('./palette-strings-zh'), import('./message-patterns-zh')]).then(([{ zh, relativeTimeZh }, { paletteStringsZh }, { patternMessageZh }]) => {
    i18n.set('zh', zh);
    i18n.set('zh', paletteStringsZh as never);
    zhRelativeTime = relativeTimeZh;
    zhMessages = new Map(Object.entries(zh.messages));
    zhPatterns = patternMessageZh;
    dictionaries.zh = true;
  });
  return zhLoading;
}

// A stored choice of zh loads at start (the app waits for it); later choices load before they switch.
void loadLanguage(settings.language);
onLanguageChoice(loadLanguage);

type Params = Record<string, string | number>;

/**
 * The lookup path of a key. Command ids ('auth.login') and enum codes (time zone 9.5) hold dots, so
 * `command.<id>` and `enum.<name>.<code>` are split only where the tables nest.
 */
function keyPath(key: string): string | string[] {
  if (key.startsWith('command.')) return ['command', key.slice('command.'.length)];
  if (!key.startsWith('enum.')) return key;
  const dot = key.indexOf('.', 'enum.'.length);
  return dot < 0 ? key : ['enum', key.slice('enum.'.length, dot), key.slice(dot + 1)];
}

/** English read from elsewhere than the tables: the catalogue's command titles (area-strings.ts). */
let englishElsewhere: (key: string) => string | undefined = () => undefined;
export function setEnglishElsewhere(lookup: (key: string) => string | undefined): void {
  englishElsewhere = lookup;
}

/** Translates `key` in the current language; falls back to English, then to `fallback` or the key. */
export function t(key: string, params?: Params, fallback?: string): string {
  const language = settings.language;
  const path = keyPath(key);
  i18n.locale(language);
  const text = i18n.t(path, params ?? {}) || (language === 'en' ? '' : i18n.t(path, params ?? {}, 'en'));
  return text || fallback || englishElsewhere(key) || key;
}

/** The English text of a key, so searches match English words in any language. */
export function tEnglish(key: string): string {
  return i18n.t(keyPath(key), {}, 'en') || englishElsewhere(key) || key;
}

/** A translator that re-renders the component when the language (or its dictionary) changes. */
export function useT(): typeof t {
  const { language } = useSnapshot(settings);
  const loaded = useSnapshot(dictionaries)[language];
  return useCallback((key: string, params?: Params, fallback?: string) => t(key, params, fallback), [language, loaded]);
}

/** The label of an enum code in the current language (the domain's English label as fallback). */
export function enumLabel(e: Enum<EnumCodeValue>, code: EnumCodeValue): string {
  const english = e.label(code);
  return t(`enum.${e.name}.${code}`, undefined, english ?? String(code));
}

/**
 * Messages that come as English text (catalogue schemas, the server): shown in the current language
 * when the dictionary has them, as they are otherwise.
 */
export function tMessage(message: string): string {
  if (settings.language === 'en') return message;
  return zhMessages.get(message) ?? zhPatterns?.(message) ?? message;
}

/** The words of spec §9 relative times in the current language; undefined means the domain's English. */
export function relativeTimeWords(): RelativeTimeWords | undefined {
  return settings.language === 'zh' ? zhRelativeTime : undefined;
}
