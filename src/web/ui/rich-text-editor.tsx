// The console's rich-text editor (spec §9's toolbar) for notices, emails and messages. Quill and its
// stylesheet load the first time an editor is shown, never on the login path.
import { lazy, Suspense } from 'react';
import { useT } from '../i18n/i18n';
import type { RichTextEditorProps } from './rich-text-editor-props';

const QuillEditor = lazy(() => import('./quill-editor'));

export function RichTextEditor(props: RichTextEditorProps) {
  const t = useT();
  return (
    <Suspense
      fallback={
        <div className="rounded-md border border-[#d9d9d9] bg-[#fafafa] px-3 py-8 text-center text-sm text-ink-muted" style={{ minHeight: (props.minHeight ?? 160) + 42 }} data-testid="rich-text-loading">
          {t('editor.loading')}
        </div>
      }
    >
      <QuillEditor {...props} />
    </Suspense>
  );
}
