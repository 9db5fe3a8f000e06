import { useLayoutEffect, useRef } from 'react';
import { useSearch } from 'wouter';
import { navigate } from 'wouter/use-browser-location';
import { mountLoginForm } from '../../login/login-form';
import { paths } from '../../routes/paths';
import { session, setPending, signIn } from '../../state/session';
import { setLanguage, settings } from '../../state/settings';

/**
 * /login inside the console (after a logout, or an expired session): the same plain-DOM form the server's
 * stand-alone /login page shows (login/login-form.ts), here signing in through the console's own state and
 * router, so nothing reloads and the notice that sent the user here is shown.
 */
export default function LoginPage() {
  const root = useRef<HTMLDivElement>(null);
  const search = useSearch();
  useLayoutEffect(
    () =>
      mountLoginForm(root.current!, {
        language: settings.language,
        chooseLanguage: (language) => void setLanguage(language),
        notice: session.notice,
        search,
        submitting: () => {
          session.notice = null;
        },
        signedIn(token, target) {
          signIn(token);
          navigate(target, { replace: true });
        },
        needsCode(ticket, destination, target) {
          setPending({ ticket, destination, sentAt: Date.now() });
          navigate(`${paths.verificationCode}?${new URLSearchParams({ redirect: target })}`);
        },
      }),
    // The form keeps its own state; a new query (another redirect target) draws it afresh.
    [search],
  );
  return <div ref={root} />;
}
