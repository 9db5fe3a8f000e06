import { useRef } from 'react';
import { useT } from '../../../i18n/i18n';
import { Card } from '../../../ui/card';
import { NoteComposer, type ComposerHandle } from '../notes/note-composer';
import { NoteFeed } from '../notes/note-feed';
import { TagEditor, type TagEditorHandle } from '../notes/tag-editor';
import { useScreenKey } from '../notes/use-screen-key';
import type { ApplicantTabProps } from './tab-props';

/** Applicant detail › Notes: n writes a note (Enter saves), t adds a tag; every note, newest first. */
export default function NotesTab({ staffId, applications }: ApplicantTabProps) {
  const t = useT();
  const composer = useRef<ComposerHandle>(null);
  const tagEditor = useRef<TagEditorHandle>(null);
  useScreenKey('n', 'note.comment', () => composer.current?.focus());
  useScreenKey('t', 'tag.add', () => tagEditor.current?.focus());

  return (
    <div className="grid items-start gap-4 xl:grid-cols-[minmax(0,1fr)_320px]" data-testid="notes-tab">
      <Card title={t('notes.title')} className="min-w-0">
        <NoteComposer ref={composer} staffId={staffId} applications={applications} />
        <div className="mt-4 border-t border-line pt-4">
          <NoteFeed staffId={staffId} />
        </div>
      </Card>
      <Card title={t('notes.tags.title')}>
        <TagEditor ref={tagEditor} staffId={staffId} />
      </Card>
    </div>
  );
}
