import { useT } from '../../i18n/i18n';
import { ResultView } from '../../palette/result-view';
import { ReachHeading, useChangeReach, useReachWords, type Reach } from '../../preview/confirm-reach';
import { previewRefusal } from '../../preview/preview-refusal';
import { Button } from '../../ui/button';

/**
 * A generated form's last step before a destructive choice or a command with a preview runs: what it
 * will do (the preview's answer) or a warning, then Confirm and Cancel. Nothing has changed yet.
 */
export function FormConfirm({ testId, choice, danger, preview, previewCommand, reach, busy, onConfirm, onCancel }: {
  testId: string;
  choice: string;
  danger: boolean;
  preview?: unknown;
  /** The query that answered `preview`: its result schema gives the words. */
  previewCommand?: string;
  /** What the change reaches beyond its record, counted by the server and named in the confirm. */
  reach?: Reach;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const t = useT();
  // A preview that says the action cannot go ahead disables Confirm and says why.
  const refusal = preview === undefined ? null : previewRefusal(preview);
  const { answer, error } = useChangeReach(reach, 'screen');
  const words = useReachWords(reach, answer);
  const label = words?.action ?? choice;
  return (
    <div data-testid={`${testId}-confirm-step`} data-danger={danger || undefined} className={`mb-3 rounded-md border px-3 py-2.5 text-sm ${danger ? 'border-[#ffccc7] bg-[#fff2f0]' : 'border-line bg-[#fafafa]'}`}>
      {preview !== undefined ? (
        <div data-testid={`${testId}-preview`}>
          <div className="text-xs font-semibold tracking-wide text-ink-muted uppercase">{t('paletteFlow.form.preview')}</div>
          <ResultView result={preview} commandId={previewCommand} />
          {refusal && (
            <div role="alert" data-testid={`${testId}-refusal`} className="mb-2 px-1 text-danger">
              {t('preview.cannotConfirm', { title: choice })} {refusal.join(' ')}
            </div>
          )}
        </div>
      ) : reach ? (
        <div className="mb-2"><ReachHeading words={words} error={error} /></div>
      ) : (
        <p className="mb-2 text-ink">{t('paletteFlow.form.confirmDanger', { choice })}</p>
      )}
      <div className="flex gap-2">
        <Button variant="primary" loading={busy} disabled={refusal !== null} title={refusal?.join(' ')} onClick={onConfirm} data-testid={`${testId}-confirm`} className={danger ? 'border-danger bg-danger hover:border-danger hover:bg-danger' : ''} autoFocus>
          {t('paletteFlow.form.confirm', { choice: label })}
        </Button>
        <Button onClick={onCancel} disabled={busy} data-testid={`${testId}-cancel`}>
          {t('paletteFlow.form.cancel')}
        </Button>
      </div>
    </div>
  );
}
