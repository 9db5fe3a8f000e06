import { proxy } from 'valtio';
import { DEFAULT_LANGUAGE, DEFAULT_UI_SIZE, LANGUAGES, UI_SIZES, type Language, type UiSize } from '../../domain/constants';
import { persist, readStored } from './persisted';

/** Spec §9: language (default en), size (default medium) and sidebar state persist across visits. */
export interface Settings {
  language: Language;
  size: UiSize;
  sidebarCollapsed: boolean;
}

const SETTINGS_KEY = 'care-console-settings';

function load(): Settings {
  const stored = readStored<Settings>(SETTINGS_KEY, { language: DEFAULT_LANGUAGE, size: DEFAULT_UI_SIZE, sidebarCollapsed: false });
  return {
    language: LANGUAGES.includes(stored.language) ? stored.language : DEFAULT_LANGUAGE,
    size: UI_SIZES.includes(stored.size) ? stored.size : DEFAULT_UI_SIZE,
    sidebarCollapsed: stored.sidebarCollapsed === true,
  };
}

export const settings = proxy<Settings>(load());
persist(settings, SETTINGS_KEY);

export function setLanguage(language: Language): void {
  settings.language = language;
}
