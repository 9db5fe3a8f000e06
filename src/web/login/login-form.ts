// The sign-in form (spec §2 /login, §5 email rule), in plain DOM so it is usable after a few KB of script:
// the stand-alone page (static-page.ts) and the console's own /login route (screens/login/login-page.tsx)
// both mount it, each with a host that says where a token or a verification ticket goes. Each error shows
// once: on its field, or above the form, never also as a toast.
import { LANGUAGES, REQUEST_TIMEOUT_MS, type Language } from '../../domain/constants';
import { alertClass, authFrame, formField, h, inputClass, languageClass, noticeClass, revealClass, spinnerClass, submitClass } from './login-dom';
import { checkLogin, requestLogin, type LoginField, type LoginFieldErrors } from './login-request';
import { languageNames, loginMessage, loginText } from './login-strings';
import { safeRedirect } from './redirect-target';

export interface LoginHost {
  language: Language;
  /** The user picked a language on this page. */
  chooseLanguage(language: Language): void;
  /** Why the user was sent here (an expired session), shown once above the form; English as it came. */
  notice: string | null;
  /** The page's query: `?redirect=` names where to go after signing in. */
  search: string;
  /** A sign-in is being sent (the host forgets its notice). */
  submitting?(): void;
  signedIn(token: string, target: string): void;
  needsCode(ticket: string, destination: string | null, target: string): void;
}

/** Draws the form into `root` and wires it; returns a function that takes it out again. */
export function mountLoginForm(root: HTMLElement, host: LoginHost): () => void {
  let language = host.language;
  let notice = host.notice;
  let submitting = false;
  let submittedOnce = false;
  let showPassword = false;
  let fieldErrors: LoginFieldErrors = {};
  /** Kept as a function of the language, so switching it re-words what is shown. */
  let formError: ((l: Language) => string) | null = null;

  const frame = authFrame();
  const noticeBox = h('div', { role: 'status', 'data-testid': 'login-notice', class: noticeClass });
  const alertBox = h('div', { role: 'alert', 'data-testid': 'login-error', class: alertClass });
  const username = h('input', { id: 'login-username', name: 'username', 'data-testid': 'login-username', type: 'email', autocomplete: 'username', spellcheck: 'false', 'aria-describedby': 'login-username-error' });
  const password = h('input', { id: 'login-password', name: 'password', 'data-testid': 'login-password', type: 'password', autocomplete: 'current-password', 'aria-describedby': 'login-password-error' });
  const inputs: Record<LoginField, HTMLInputElement> = { username, password };
  const reveal = h('button', { type: 'button', class: revealClass });
  const usernameLabel = h('label', { for: 'login-username', class: 'mb-1.5 block text-sm text-ink' });
  const passwordLabel = h('label', { for: 'login-password', class: 'mb-1.5 block text-sm text-ink' });
  const userField = formField('login-username', usernameLabel, username);
  const passField = formField('login-password', passwordLabel, h('div', { class: 'relative' }, password, reveal));
  const errorLines: Record<LoginField, HTMLElement> = { username: userField.error, password: passField.error };
  const submit = h('button', { type: 'submit', class: submitClass, 'data-testid': 'login-submit' });
  const form = h('form', { novalidate: true, 'data-testid': 'login-form' }, userField.field, passField.field, submit);
  const languageButtons = LANGUAGES.map((code) => {
    const button = h('button', { type: 'button', lang: code === 'zh' ? 'zh-CN' : 'en' }, languageNames[code]);
    button.addEventListener('click', () => {
      language = code;
      host.chooseLanguage(code);
      render();
    });
    return button;
  });
  frame.body.append(noticeBox, alertBox, form);
  frame.languages.append(...languageButtons);

  function render() {
    const text = (key: Parameters<typeof loginText>[1]) => loginText(language, key);
    frame.title.textContent = text('title');
    frame.tagline.textContent = text('tagline');
    frame.heading.textContent = text('heading');
    frame.subtitle.textContent = text('subtitle');
    frame.languages.setAttribute('aria-label', text('language'));
    usernameLabel.textContent = text('username');
    passwordLabel.textContent = text('password');
    username.placeholder = text('usernamePlaceholder');
    noticeBox.hidden = !notice;
    noticeBox.textContent = notice ? loginMessage(language, notice) : '';
    alertBox.hidden = !formError;
    alertBox.textContent = formError ? formError(language) : '';
    for (const field of ['username', 'password'] as const) {
      const message = fieldErrors[field];
      errorLines[field].textContent = message ? loginMessage(language, message) : '';
      if (message) errorLines[field].setAttribute('role', 'alert');
      else errorLines[field].removeAttribute('role');
      if (message) inputs[field].setAttribute('aria-invalid', 'true');
      else inputs[field].removeAttribute('aria-invalid');
      inputs[field].className = inputClass(!!message, field === 'password' ? 'pr-16' : '');
    }
    password.type = showPassword ? 'text' : 'password';
    reveal.setAttribute('aria-pressed', String(showPassword));
    reveal.textContent = showPassword ? text('hide') : text('show');
    submit.disabled = submitting;
    submit.toggleAttribute('aria-busy', submitting);
    submit.replaceChildren(...(submitting ? [h('span', { class: spinnerClass, 'aria-hidden': 'true' })] : []), submitting ? text('signingIn') : text('submit'));
    languageButtons.forEach((button, i) => {
      button.className = languageClass(LANGUAGES[i] === language);
      button.setAttribute('aria-pressed', String(LANGUAGES[i] === language));
    });
  }

  const values = () => ({ username: username.value, password: password.value });
  const focusFirst = (errors: LoginFieldErrors) => {
    const first = (['username', 'password'] as const).find((f) => errors[f]);
    if (first) inputs[first].focus();
  };

  // After the first submit each field checks itself as it changes (as react-hook-form's onChange re-validation).
  for (const field of ['username', 'password'] as const) {
    inputs[field].addEventListener('input', () => {
      if (!submittedOnce) return;
      const message = checkLogin(values())[field];
      if (message === fieldErrors[field]) return;
      fieldErrors = { ...fieldErrors, [field]: message };
      render();
    });
  }

  reveal.addEventListener('click', () => {
    showPassword = !showPassword;
    render();
  });

  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    if (submitting) return;
    submittedOnce = true;
    notice = null;
    formError = null;
    fieldErrors = checkLogin(values());
    if (Object.keys(fieldErrors).length) {
      render();
      focusFirst(fieldErrors);
      return;
    }
    host.submitting?.();
    submitting = true;
    render();
    const target = safeRedirect(host.search);
    const outcome = await requestLogin(values());
    if (outcome.kind === 'token') return host.signedIn(outcome.token, target);
    if (outcome.kind === 'code') return host.needsCode(outcome.ticket, outcome.destination, target);
    submitting = false;
    if (outcome.kind === 'fields') {
      fieldErrors = outcome.errors;
      render();
      focusFirst(fieldErrors);
      return;
    }
    const { message, timeout } = outcome;
    formError = timeout
      ? (l) => loginText(l, 'timeout', { seconds: REQUEST_TIMEOUT_MS / 1000 })
      : (l) => (message ? loginMessage(l, message) : loginText(l, 'network'));
    render();
  });

  render();
  root.replaceChildren(frame.main);
  username.focus();
  return () => frame.main.remove();
}
