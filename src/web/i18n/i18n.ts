import rosetta from 'rosetta';
import { useCallback } from 'react';
import { useSnapshot } from 'valtio';
import type { Enum, EnumCodeValue } from '../../domain/enums/define-enum';
import { settings } from '../state/settings';
import { en, type Dictionary } from './en';
import { zh } from './zh';

const i18n = rosetta<Dictionary>({ en, zh });
i18n.locale(settings.language);

type Params = Record<string, string | number>;

/** Translates `key` in the current language; falls back to English, then to `fallback` or the key. */
export function t(key: string, params?: Params, fallback?: string): string {
  const language = settings.language;
  i18n.locale(language);
  const text = i18n.t(key, params ?? {}) || (language === 'en' ? '' : i18n.t(key, params ?? {}, 'en'));
  return text || fallback || key;
}

/** The English text of a key, so the palette matches English words in any language. */
export function tEnglish(key: string): string {
  return i18n.t(key, {}, 'en') || key;
}

/** A translator that re-renders the component when the language changes. */
export function useT(): typeof t {
  const { language } = useSnapshot(settings);
  return useCallback((key: string, params?: Params, fallback?: string) => t(key, params, fallback), [language]);
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
  return zhMessages.get(message) ?? message;
}

const zhMessages = new Map(Object.entries(zh.messages));
