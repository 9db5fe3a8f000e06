// Staff › Applicants › Outer candidates (/staff/applicants/outer-candidates): people found outside the
// console. shift+O (or the button) picks a CSV to import and shows what happened to every row; the list
// is the kit's, so j/k move, Enter opens the candidate, shift+I invites the focused one.
import { useEffect, useRef, useState } from 'react';
import type { z } from 'zod';
import type { importOuterCandidates } from '../../../../../commands/outer-candidate';
import { run } from '../../../commands/dispatcher';
import { useT } from '../../../i18n/i18n';
import { isTypingTarget } from '../../../keys/typing-target';
import { palette } from '../../../state/palette';
import { Button } from '../../../ui/button';
import { Kbd } from '../../../ui/kbd';
import { PageHeader } from '../../../ui/page-header';
import { CommandList } from '../../generic/command-list';
import { ImportReport } from './import-report';
import { outerCandidateList } from './outer-lists';

type Report = z.output<typeof importOuterCandidates.result>;
export const IMPORT_KEY = 'shift+o';

/** The import runs from this page's picker; its `when` asks for one (commands/outer-candidate.ts). */
const pickerContext = () => ({ path: location.pathname, record: { kind: 'outerCandidate' as const, id: 0, fields: { file_picker: true } } });

export default function OuterCandidatesPage() {
  const t = useT();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [report, setReport] = useState<Report | null>(null);

  // shift+O belongs to this page only (a page key, like the interview tabs' letters).
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!event.shiftKey || event.ctrlKey || event.metaKey || event.altKey || event.key.toLowerCase() !== 'o') return;
      if (isTypingTarget(event.target) || palette.open || document.querySelector('[role="dialog"][data-state="open"]')) return;
      event.preventDefault();
      input.current?.click();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  const importFile = async (file: File) => {
    setBusy(true);
    try {
      setReport(await run('outer.import', { file }, 'screen', { quiet: true, context: pickerContext() }));
    } catch {
      // The dispatcher has shown why (a file refused whole names the problem).
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };

  return (
    <div className="space-y-4" data-testid="outer-candidates-page">
      <PageHeader
        title={t('route.outerCandidates')}
        hint={t('outerCandidates.hint')}
        actions={
          <>
            <input
              ref={input}
              type="file"
              accept=".csv,text/csv"
              className="hidden"
              data-testid="outer-import-input"
              onChange={(e) => {
                const file = e.target.files?.[0];
                if (file) void importFile(file);
              }}
            />
            <Button variant="primary" loading={busy} onClick={() => input.current?.click()} data-testid="outer-import-button">
              {busy ? t('outerCandidates.importing') : t('outerCandidates.importButton')}
              <Kbd kbd={IMPORT_KEY} tone="dark" />
            </Button>
          </>
        }
      />
      {report && <ImportReport report={report} onDismiss={() => setReport(null)} />}
      <section className="rounded-lg bg-white shadow-card">
        <CommandList spec={outerCandidateList} label={t('route.outerCandidates')} />
      </section>
    </div>
  );
}
