// The script of /login as the server answers it (static/login.html): a few KB, no React. With a token the
// user goes on to the console (spec §2: /login with a token goes to /); without one it draws the form, and a
// sign-in stores the token where the console reads it and starts the console in this page, at the page the
// user wanted.
import type { Language } from '../../domain/constants';
import { enterConsole, prefetchAppWhenIdle } from './app-prefetch';
import { mountLoginForm } from './login-form';
import { storedLanguage, storedSize, storedToken, storeLanguage, storePending, storeToken } from './login-storage';
import { loginText } from './login-strings';

/**
 * The page comes with the form as markup (login/prerender.ts), which a person may type in before this
 * script runs: what they typed and where the focus was are put back on the live form drawn in its place.
 */
function keepWhatWasTyped(): () => void {
  const typed = ['login-username', 'login-password'].map((id) => [id, (document.getElementById(id) as HTMLInputElement | null)?.value ?? ''] as const);
  const focused = document.activeElement?.id;
  return () => {
    for (const [id, value] of typed) if (value) (document.getElementById(id) as HTMLInputElement).value = value;
    if (focused) document.getElementById(focused)?.focus();
  };
}

function showLanguage(language: Language): void {
  document.documentElement.lang = language === 'zh' ? 'zh-CN' : 'en';
  document.title = `${loginText(language, 'heading')} - ${loginText(language, 'title')}`;
}

if (storedToken()) {
  location.replace('/');
} else {
  const language = storedLanguage();
  // The interface size class scales the root font (styles/app.css), as the console's App sets it.
  document.documentElement.classList.add(`ui-size-${storedSize()}`);
  showLanguage(language);
  const putBack = keepWhatWasTyped();
  mountLoginForm(document.getElementById('root')!, {
    language,
    chooseLanguage(choice) {
      storeLanguage(choice);
      showLanguage(choice);
    },
    notice: null,
    search: location.search,
    signedIn(token, target) {
      storeToken(token);
      enterConsole(target);
    },
    needsCode(ticket, destination, target) {
      storePending(ticket, destination);
      enterConsole(`/verification-code?${new URLSearchParams({ redirect: target })}`, true);
    },
  });
  putBack();
  prefetchAppWhenIdle();
}
