import { proxy } from 'valtio';
import { DEFAULT_LANGUAGE, DEFAULT_UI_SIZE, LANGUAGES, UI_SIZES, type Language, type UiSize } from '../../domain/constants';
import { persist, readStored } from './persisted';

/** Spec §9: language (default en), size (default medium) and the desktop sidebar state persist across visits. */
export interface Settings {
  language: Language;
  size: UiSize;
  sidebarCollapsed: boolean;
}

export const SETTINGS_KEY = 'care-console-settings';

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

let prepareLanguage: (language: Language) => Promise<void> = () => Promise.resolve();
let choice = 0;

/** i18n registers how to fetch a language's dictionary; the switch waits for it, so no text shows half-translated. */
export function onLanguageChoice(prepare: (language: Language) => Promise<void>): void {
  prepareLanguage = prepare;
}

/** Switches the language once its dictionary is in (the last choice wins). */
export function setLanguage(language: Language): Promise<void> {
  const ticket = ++choice;
  return prepareLanguage(language).then(() => {
    if (ticket === choice) settings.language = language;
  });
}

export function setSize(size: UiSize): void {
  settings.size = size;
}

/** The class on <html> that sets the interface density (styles/app.css scales the root font size). */
export const sizeClass = (size: UiSize) => `ui-size-${size}`;
