// Build time only (build.mjs runs it in Node; no page loads it): the sign-in form as static markup for
// login.html, so the first paint of /login shows the form before any script has run (a fresh browser
// paints a page whose form a script draws about 250 ms later here, docs/benchmarks.md). static-page.ts then
// draws the live form in its place, keeping what was typed and where the focus was.
import { parseHTML } from 'linkedom';
import { mountLoginForm } from './login-form';

export function prerenderedLoginForm(): string {
  const { document } = parseHTML('<!doctype html><html lang="en"><body><div id="root"></div></body></html>');
  const scope = globalThis as { document?: unknown };
  const before = scope.document;
  scope.document = document; // login-dom.ts's h() makes elements through the global document
  try {
    const root = document.getElementById('root')!;
    mountLoginForm(root as unknown as HTMLElement, { language: 'en', chooseLanguage() {}, notice: null, search: '', signedIn() {}, needsCode() {} });
    // Until the script has wired the form it cannot be sent: Enter in a field would submit it natively
    // (a disabled default button stops that), and `post` keeps what was typed out of any address.
    root.querySelector('form')!.setAttribute('method', 'post');
    root.querySelector('[data-testid="login-submit"]')!.setAttribute('disabled', '');
    root.querySelector('#login-username')!.setAttribute('autofocus', '');
    return root.innerHTML;
  } finally {
    scope.document = before;
  }
}
