import { useEffect } from 'react';
import { CONSOLE_TITLE } from '../../domain/constants';
import { useT } from '../i18n/i18n';

/** Spec §1: the document title is the route title plus the console title, in the current language. */
export function useDocumentTitle(titleKey: string | undefined): void {
  const t = useT();
  const consoleTitle = t('app.title', undefined, CONSOLE_TITLE);
  useEffect(() => {
    document.title = titleKey ? `${t(titleKey)} - ${consoleTitle}` : consoleTitle;
  }, [t, titleKey, consoleTitle]);
}
