// The sign-in page's markup in plain DOM, drawn as screens/login/auth-layout.tsx and ui/field.tsx,
// ui/button.tsx draw theirs (same Tailwind classes, so the stylesheet has them and the look matches).

type Attrs = Record<string, string | boolean | undefined>;

/** An element with attributes (`class`, `data-*`, aria; false/undefined leave one out) and children. */
export function h<K extends keyof HTMLElementTagNameMap>(tag: K, attrs: Attrs = {}, ...children: (Node | string)[]): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) {
    if (value === false || value === undefined) continue;
    el.setAttribute(name, value === true ? '' : value);
  }
  el.append(...children);
  return el;
}

const control = 'h-8 rounded-md border bg-white px-3 text-sm text-ink transition-colors placeholder:text-black/25 focus:outline-none focus:ring-2';
const normalTone = 'border-[#d9d9d9] hover:border-primary-400 focus:border-primary focus:ring-primary/20';
const invalidTone = 'border-danger hover:border-danger focus:border-danger focus:ring-danger/15';

export function inputClass(invalid: boolean, extra = ''): string {
  return `${control} w-full h-10 text-base ${invalid ? invalidTone : normalTone} ${extra}`.trim();
}

export const submitClass =
  'inline-flex items-center justify-center gap-1.5 border font-normal whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-primary-300 disabled:cursor-not-allowed disabled:opacity-60 h-10 px-4 text-base rounded-lg border-primary bg-primary text-white shadow-[0_2px_0_rgba(5,145,255,0.1)] hover:border-primary-400 hover:bg-primary-400 active:bg-primary-600 mt-1 w-full';
export const spinnerClass = 'size-3.5 animate-spin rounded-full border-2 border-current border-r-transparent';
export const noticeClass = 'mb-5 rounded-md border border-[#ffe58f] bg-[#fffbe6] px-3 py-2 text-sm text-ink-soft';
export const alertClass = 'mb-5 rounded-md border border-[#ffccc7] bg-[#fff2f0] px-3 py-2 text-sm text-ink-soft';
export const revealClass = 'absolute inset-y-0 right-0 my-1 mr-1 rounded px-2 text-xs text-ink-muted hover:text-primary focus-visible:outline-2 focus-visible:outline-primary';
export const languageClass = (active: boolean) =>
  `rounded px-2 py-0.5 focus-visible:outline-2 focus-visible:outline-primary ${active ? 'font-medium text-primary' : 'text-ink-muted hover:text-ink'}`;

/** Label, control and the error line under it, wired for screen readers (ui/field.tsx FormField). */
export function formField(id: string, label: HTMLElement, control: HTMLElement): { field: HTMLElement; error: HTMLElement } {
  const error = h('div', { id: `${id}-error`, 'data-testid': `${id}-error`, class: 'min-h-5 pt-1 text-sm leading-5 text-danger' });
  const field = h('div', { class: 'mb-5' }, label, control, error);
  return { field, error };
}

/** The frame of the signed-out pages: brand, a centred card and the language switch. */
export function authFrame(): { main: HTMLElement; title: HTMLElement; tagline: HTMLElement; heading: HTMLElement; subtitle: HTMLElement; body: HTMLElement; languages: HTMLElement } {
  const title = h('div', { class: 'text-2xl font-semibold tracking-tight text-ink' });
  const tagline = h('div', { class: 'text-sm text-ink-muted' });
  const heading = h('h1', { class: 'text-xl font-semibold text-ink' });
  const subtitle = h('p', { class: 'mt-1 text-sm text-ink-muted' });
  const body = h('div', { class: 'mt-6' });
  const languages = h('nav', { class: 'mt-6 flex gap-1 text-sm' });
  const main = h(
    'main',
    { class: 'auth-backdrop flex min-h-screen flex-col items-center justify-center px-4 py-10' },
    h('div', { class: 'mb-7 flex items-center gap-3' }, h('img', { src: '/favicon.svg', alt: '', class: 'size-10' }), h('div', {}, title, tagline)),
    h('section', { class: 'w-full max-w-[400px] rounded-xl bg-white px-8 pt-8 pb-6 shadow-pop' }, heading, subtitle, body),
    languages,
  );
  return { main, title, tagline, heading, subtitle, body, languages };
}
