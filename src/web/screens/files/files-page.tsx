// Files (/files/list): the console's shared documents. Download the focused one (the button, or d),
// upload another on /files/add.
import { useEffect } from 'react';
import { Link } from 'wouter';
import { useSnapshot } from 'valtio';
import type { LibraryFileRow } from '../../../../commands/file';
import { useT } from '../../i18n/i18n';
import { commandContext } from '../../state/command-context';
import { Button } from '../../ui/button';
import { Kbd } from '../../ui/kbd';
import { PageHeader } from '../../ui/page-header';
import { CommandList } from '../generic/command-list';
import { downloadFile } from '../../api/download-file';
import { libraryFileList } from './file-list';

const isTyping = (target: EventTarget | null) => target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));

export default function FilesPage() {
  const t = useT();
  const { record } = useSnapshot(commandContext);
  const focused = record?.kind === 'libraryFile' && record.fields ? (record.fields as unknown as LibraryFileRow) : null;

  // d downloads the focused file: a key of this page only (the catalogue has no download command).
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'd' || event.ctrlKey || event.metaKey || event.altKey || isTyping(event.target) || document.querySelector('[role="dialog"]')) return;
      if (!focused) return;
      event.preventDefault();
      void downloadFile(focused);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [focused]);

  return (
    <div className="space-y-4" data-testid="files-page">
      <PageHeader
        title={t('route.files')}
        hint={t('placesEmployees.files.hint')}
        actions={
          <>
            <Button onClick={() => focused && void downloadFile(focused)} disabled={!focused} data-testid="files-download">
              {t('placesEmployees.files.download')} <Kbd kbd="d" />
            </Button>
            <Link href="/files/add" className="inline-flex h-8 items-center rounded-md border border-primary bg-primary px-3 text-sm text-white hover:bg-primary-400" data-testid="files-upload">
              {t('placesEmployees.files.upload')}
            </Link>
          </>
        }
      />
      <section className="rounded-lg bg-white shadow-card">
        <CommandList spec={libraryFileList} label={t('route.files')} />
      </section>
    </div>
  );
}
