// Quill 2 with the spec's toolbar: bold, italic, underline, lists, indent, headers 1–6, colour,
// background, link, image, video. Its stylesheet is adopted as a constructed stylesheet (CSP-safe).
import Quill from 'quill';
import snowCss from 'quill/dist/quill.snow.css' with { type: 'text' };
import { useEffect, useRef } from 'react';
import { useT } from '../i18n/i18n';
import type { RichTextEditorProps } from './rich-text-editor-props';

export const TOOLBAR = [
  ['bold', 'italic', 'underline'],
  [{ list: 'ordered' }, { list: 'bullet' }],
  [{ indent: '-1' }, { indent: '+1' }],
  [{ header: [1, 2, 3, 4, 5, 6, false] }],
  [{ color: [] }, { background: [] }],
  ['link', 'image', 'video'],
];

/**
 * Tab leaves the editor as it leaves any field (Quill would type a tab or indent, a keyboard trap);
 * the toolbar's indent buttons still indent. A falsy binding drops Quill's default of that name.
 */
const TAB_LEAVES = { tab: false, 'remove tab': false, indent: false, outdent: false, 'indent code-block': false, 'outdent code-block': false };

let adopted = false;
function adoptStyles(): void {
  if (adopted) return;
  adopted = true;
  const sheet = new CSSStyleSheet();
  // In Tailwind's components layer: over its base (preflight) as before, under its utilities, so a
  // class on the editor (the focus ring) can still change Quill's look.
  sheet.replaceSync(`@layer components {\n${snowCss}\n}`);
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
}

/** Toolbar buttons say what they do (Quill leaves most of them unnamed for screen readers). */
function labelToolbar(toolbar: Element, t: (key: string) => string): void {
  for (const button of toolbar.querySelectorAll<HTMLElement>('button, .ql-picker-label')) {
    const format = [...button.classList, ...(button.parentElement?.classList ?? [])].find((c) => c.startsWith('ql-') && !['ql-picker-label', 'ql-picker', 'ql-active'].includes(c));
    if (!format) continue;
    const value = button.getAttribute('value');
    const name = format.slice(3);
    const key = value ? `${name}-${value === '-1' ? 'less' : value === '+1' ? 'more' : value}` : name;
    button.setAttribute('aria-label', t(`editor.tool.${key}`));
    button.setAttribute('title', button.getAttribute('aria-label')!);
  }
}

export default function QuillEditor({ value, onChange, label, placeholder, readOnly = false, minHeight = 160, testId = 'rich-text' }: RichTextEditorProps) {
  const t = useT();
  const host = useRef<HTMLDivElement>(null);
  const quillRef = useRef<Quill | null>(null);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  useEffect(() => {
    adoptStyles();
    const wrapper = host.current!;
    const area = document.createElement('div');
    wrapper.append(area);
    const quill = new Quill(area, { theme: 'snow', modules: { toolbar: TOOLBAR, keyboard: { bindings: TAB_LEAVES } }, placeholder, readOnly });
    if (value) quill.setContents(quill.clipboard.convert({ html: value }), 'silent');
    quill.root.setAttribute('aria-label', label);
    quill.root.setAttribute('role', 'textbox');
    quill.root.setAttribute('aria-multiline', 'true');
    quill.root.style.minHeight = `${minHeight}px`;
    const toolbar = wrapper.querySelector('.ql-toolbar');
    if (toolbar) labelToolbar(toolbar, t);
    quill.on('text-change', () => onChangeRef.current(quill.getSemanticHTML()));
    quillRef.current = quill;
    return () => {
      quillRef.current = null;
      wrapper.replaceChildren();
    };
    // Made once; later `value` changes belong to the editor, not to React.
  }, []);

  useEffect(() => {
    quillRef.current?.enable(!readOnly);
  }, [readOnly]);

  // Quill's stylesheet takes the text area's outline away: the ring comes back for the keyboard.
  return <div ref={host} data-testid={testId} className="rich-text rounded-md bg-white text-sm [&_.ql-container]:rounded-b-md [&_.ql-toolbar]:rounded-t-md [&_.ql-editor:focus-visible]:outline-2 [&_.ql-editor:focus-visible]:-outline-offset-2 [&_.ql-editor:focus-visible]:outline-primary [&_.ql-editor:focus-visible]:outline-solid" />;
}
