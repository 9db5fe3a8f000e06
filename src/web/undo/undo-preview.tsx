// mod+z's preview in the palette: what undo takes back, by name with each field's way back (Status:
// Shortlist → Not fit), and the newer steps it passes by because they cannot be undone, each with why.
import { useT } from '../i18n/i18n';
import { tMessage } from '../i18n/i18n';
import { changeWords, stepLine, stepRecords, stepTitle, type UndoStepView } from './step-words';

export interface UndoPreviewAnswer {
  step: UndoStepView | null;
  skipped: UndoStepView[];
}

/** Whether the confirming Enter has something to take back. */
export const undoPreviewAllows = (preview: unknown): boolean => Boolean((preview as UndoPreviewAnswer | null)?.step);

export function UndoPreview({ preview }: { preview: UndoPreviewAnswer }) {
  const t = useT();
  const { step, skipped } = preview;
  return (
    <div className="p-3 text-sm" data-testid="undo-preview">
      {step ? (
        <>
          <div className="font-medium text-ink" data-testid="undo-preview-title">{t('undo.willUndo', { title: stepTitle(step) })}</div>
          <div className="mt-0.5 text-ink-soft">{stepRecords(step)}</div>
          {step.changes.length > 0 && (
            <ul className="mt-2 space-y-0.5" data-testid="undo-preview-changes">
              {step.changes.map((c, i) => (
                <li key={i} className="text-ink">
                  {step.records.length > 1 && <span className="text-ink-muted">{c.name} · </span>}
                  {changeWords(c, 'undo', step.command)}
                </li>
              ))}
            </ul>
          )}
        </>
      ) : (
        <div className="font-medium text-ink" data-testid="undo-preview-nothing">{t('undo.nothing')}</div>
      )}
      {skipped.length > 0 && (
        <div className="mt-3 border-t border-line pt-2" data-testid="undo-preview-skipped">
          <div className="mb-1 text-xs text-ink-muted">{t('undo.passedBy', { count: skipped.length })}</div>
          <ul className="space-y-1">
            {skipped.slice(0, 5).map((s) => (
              <li key={s.step} data-testid="undo-skipped" className="text-ink-soft">
                {stepLine(s)} — <span className="text-danger">{tMessage(s.reason ?? '')}</span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
