// The palette's views of a flow past its arguments: the confirm step of a destructive command or of a
// run over every matching row, the progress of a run over rows, and its per-row results (failures
// first, readable: nothing else is drawn over them), with Close preselected.
import { Command } from 'cmdk';
import { reachFor } from '../../../commands/confirm-reach';
import { commandTitle } from '../commands/dispatcher';
import { tMessage, useT } from '../i18n/i18n';
import { Kbd } from '../ui/kbd';
import { ReachHeading, useChangeReach, useReachWords } from '../preview/confirm-reach';
import { previewRefusal } from '../preview/preview-refusal';
import { UndoPreview, undoPreviewAllows, type UndoPreviewAnswer } from '../undo/undo-preview';
import { describeRecord } from './describe-record';
import { callArgs, type Flow } from './palette-flow';
import { ResultView } from './result-view';

/** What the command will act on, in words: one record, the selected rows, or every matching row. */
function useTargetText(flow: Flow): string {
  const t = useT();
  if (flow.matching) return t('paletteFlow.onMatching', { total: flow.matching.total.toLocaleString() });
  if (flow.targets) return t('paletteFlow.onSelected', { count: flow.via?.ids.length ?? flow.targets.length });
  return flow.record ? t('paletteFlow.onRecord', { record: describeRecord(flow.record) }) : '';
}

export function ConfirmView({ flow, onConfirm }: { flow: Flow; onConfirm: () => void }) {
  const t = useT();
  const target = useTargetText(flow);
  // One record whose change reaches further (a provider's facilities and shifts): the confirm names both.
  const reach = flow.targets || flow.matching ? undefined : reachFor(flow.command.id, callArgs(flow));
  const { answer, error } = useChangeReach(reach, 'palette');
  const words = useReachWords(reach, answer);
  const title = words?.action ?? commandTitle(flow.command);
  const danger = Boolean(reach || flow.command.danger || flow.danger || Object.values(flow.dangerous ?? {}).some(Boolean));
  return (
    <>
      <div data-testid="palette-confirm" data-danger={danger || undefined} className={`mb-2 rounded-md border px-3 py-2.5 text-sm ${danger ? 'border-[#ffccc7] bg-[#fff2f0]' : 'border-line'}`}>
        {reach ? (
          <ReachHeading words={words} error={error} />
        ) : (
          <>
            <div className="font-medium text-ink">{t('paletteFlow.confirmQuestion', { title })}</div>
            {target && <div className="mt-0.5 text-ink-soft">{target}</div>}
          </>
        )}
        {flow.command.irreversible && <div data-testid="palette-irreversible" className="mt-1 text-danger">{t('undo.cannotBeUndone', { reason: tMessage(flow.command.irreversible.reason) })}</div>}
        <div className="mt-1 text-xs text-ink-muted">{t('paletteFlow.confirmHint')}</div>
      </div>
      <Command.Item value="confirm" onSelect={onConfirm} data-testid="palette-item" data-confirm className={`palette-item ${danger ? 'text-danger' : ''}`}>
        <span className="flex-1">{t('paletteMore.confirm', { title })}</span>
        <Kbd kbd="enter" />
      </Command.Item>
    </>
  );
}

export function ProgressView({ flow }: { flow: Flow }) {
  const t = useT();
  const progress = flow.progress;
  if (!progress) return null;
  return (
    <div className="px-3 pb-4 text-sm text-ink-muted" data-testid="palette-progress" data-done={progress.done} data-total={progress.total}>
      {t('paletteFlow.progress', { done: progress.done, total: progress.total })} · {t('paletteFlow.escStops')}
    </div>
  );
}

export function OutcomesView({ flow, onClose }: { flow: Flow; onClose: () => void }) {
  const t = useT();
  const outcomes = flow.outcomes ?? [];
  const ok = outcomes.filter((o) => o.ok).length;
  const ordered = [...outcomes.filter((o) => !o.ok), ...outcomes.filter((o) => o.ok)];
  return (
    <>
      <div className="p-3 text-sm" data-testid="palette-result">
        <div className={`mb-2 font-medium ${ok === outcomes.length ? 'text-ink' : 'text-danger'}`} data-testid="palette-outcome-summary">
          {t('paletteMore.selectionSummary', { ok, total: outcomes.length, title: commandTitle(flow.command) })}
        </div>
        <div className="mb-1 text-xs text-ink-muted">{t('paletteFlow.selectionCleared')}</div>
        <ul className="max-h-64 overflow-y-auto rounded-md border border-line">
          {ordered.map((o) => (
            <li key={o.id} data-testid="palette-outcome" data-row-id={o.id} data-ok={o.ok} className="flex gap-3 border-t border-line px-2 py-1.5 first:border-t-0">
              <span className="w-16 shrink-0 text-ink-muted">#{o.id}</span>
              <span className={`min-w-0 flex-1 break-words ${o.ok ? 'text-ink-soft' : 'text-danger'}`}>{o.message}</span>
            </li>
          ))}
        </ul>
      </div>
      <Command.Item value="close" onSelect={onClose} data-testid="palette-item" data-close className="palette-item">
        <span className="flex-1">{t('paletteFlow.close')}</span>
        <Kbd kbd="enter" />
      </Command.Item>
    </>
  );
}

/**
 * A command's preview and its Confirm. Where the preview says the action cannot go ahead (can_create ✗,
 * a hard conflict), Confirm is disabled and says why; Enter does nothing.
 */
export function PreviewStep({ flow, onConfirm, onClose }: { flow: Flow; onConfirm: () => void; onClose: () => void }) {
  const t = useT();
  const title = commandTitle(flow.command);
  const undo = flow.command.id === 'undo.last';
  const refusal = undo ? null : previewRefusal(flow.preview);
  // A change with a preview that also reaches further (disabling a staff member and their bookings) names both.
  const reach = flow.targets || flow.matching ? undefined : reachFor(flow.command.id, callArgs(flow));
  const { answer, error } = useChangeReach(reach, 'palette');
  const words = useReachWords(reach, answer);
  return (
    <>
      {reach && (
        <div data-testid="palette-reach" className="mb-2 rounded-md border border-[#ffccc7] bg-[#fff2f0] px-3 py-2.5 text-sm">
          <ReachHeading words={words} error={error} />
        </div>
      )}
      <div data-testid="palette-preview" className="mb-2 rounded-md border border-line">
        {undo ? <UndoPreview preview={flow.preview as UndoPreviewAnswer} /> : <ResultView result={flow.preview} commandId={flow.command.preview} kind={flow.record?.kind} />}
      </div>
      {refusal ? (
        <Command.Item value="confirm" disabled onSelect={() => {}} data-testid="palette-item" data-confirm data-blocked className="palette-item opacity-70">
          <span className="flex-1" data-testid="palette-confirm-blocked">
            <span className="block text-ink-muted">{t('preview.cannotConfirm', { title })}</span>
            {refusal.map((reason) => <span key={reason} className="block text-danger">{reason}</span>)}
          </span>
        </Command.Item>
      ) : (
        !undo || undoPreviewAllows(flow.preview) ? (
          <Command.Item value="confirm" onSelect={onConfirm} data-testid="palette-item" data-confirm className={`palette-item ${flow.command.danger ? 'text-danger' : ''}`}>
            <span className="flex-1">{t('paletteMore.confirm', { title })}</span>
            <Kbd kbd="enter" />
          </Command.Item>
        ) : (
          // Nothing to take back: Enter closes, rather than a confirm that would do nothing.
          <Command.Item value="confirm" onSelect={onClose} data-testid="palette-item" data-close className="palette-item">
            <span className="flex-1">{t('paletteFlow.close')}</span>
            <Kbd kbd="enter" />
          </Command.Item>
        )
      )}
    </>
  );
}
