// The panel's inline staff search: type a name, see who can work the shift (the assignment check runs on
// each suggestion), ↑/↓ and Enter or a click assigns. A refusal shows its reasons in place; soft
// conflicts ask once more ("Assign anyway"), which sends confirm: true.
import { useEffect, useState, type KeyboardEvent } from 'react';
import type { StaffCandidate } from '../../../../../commands/order-staff';
import { ApiError, errorMessage } from '../../../api/api-error';
import { run } from '../../../commands/dispatcher';
import { useCommandQuery } from '../../../commands/use-command-query';
import { tMessage, useT } from '../../../i18n/i18n';
import { toast } from '../../../state/toasts';
import { Button } from '../../../ui/button';
import { TextInput } from '../../../ui/field';
import { StatusTag } from '../../../ui/status-tag';
import { useDebouncedValue } from '../../../ui/use-debounced-value';

type Pending = { candidate: StaffCandidate; messages: string[] } | null;

export function AssignBox({ shiftId, onClose }: { shiftId: number; onClose: () => void }) {
  const t = useT();
  const [text, setText] = useState('');
  const keyword = useDebouncedValue(text.trim(), 250);
  const [active, setActive] = useState(0);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [pending, setPending] = useState<Pending>(null);
  const [busy, setBusy] = useState(false);
  const { data, loading } = useCommandQuery('order.staffAutocomplete', { shift_id: shiftId, limit: 8, ...(keyword && { keyword }) }, { context: { path: location.pathname, record: { kind: 'shift', id: shiftId } } });
  const list = data?.staff_list ?? [];
  useEffect(() => setActive(0), [keyword]);

  const assign = async (candidate: StaffCandidate, confirm = false) => {
    setBusy(true);
    setRefusal(null);
    try {
      await run('order.assignStaff', { shift_id: shiftId, staff_id: candidate.id, confirm }, 'screen', { inPlace: true, quiet: true, context: { path: location.pathname, record: { kind: 'shift', id: shiftId } } });
      toast(t('shiftWork.panel.assigned', { name: candidate.name }), 'success');
      setPending(null);
      onClose();
    } catch (error) {
      const data = error instanceof ApiError ? (error.data as { need_confirm?: boolean; conflicts?: { message: string }[] } | null) : null;
      if (data?.need_confirm) setPending({ candidate, messages: (data.conflicts ?? []).map((c) => c.message) });
      else setRefusal(tMessage(errorMessage(error)));
    } finally {
      setBusy(false);
    }
  };

  const onKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (list.length ? (i + step + list.length) % list.length : 0));
    } else if (event.key === 'Enter' && !event.nativeEvent.isComposing) {
      event.preventDefault();
      if (pending) void assign(pending.candidate, true);
      else if (list[active]) void assign(list[active]);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      if (pending) setPending(null);
      else onClose();
    }
  };

  return (
    <div className="border-b border-line bg-[#fafcff] px-5 py-3" data-testid="assign-box">
      <TextInput
        autoFocus
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          setPending(null);
          setRefusal(null);
        }}
        onKeyDown={onKey}
        placeholder={t('shiftWork.panel.find')}
        aria-label={t('shiftWork.panel.find')}
        data-testid="assign-search"
      />
      {refusal && <p className="mt-2 rounded border border-[#ffccc7] bg-[#fff2f0] px-3 py-2 text-sm text-danger" role="alert" data-testid="assign-refused">{refusal}</p>}
      {pending && (
        <div className="mt-2 rounded border border-[#ffe58f] bg-[#fffbe6] px-3 py-2 text-sm" data-testid="assign-confirm">
          <div className="font-medium text-ink">{t('shiftWork.panel.confirmTitle', { name: pending.candidate.name })}</div>
          <ul className="mt-1 list-disc pl-5 text-ink-soft">{pending.messages.map((m) => <li key={m}>{m}</li>)}</ul>
          <div className="mt-2 flex gap-2">
            <Button size="sm" variant="primary" loading={busy} onClick={() => void assign(pending.candidate, true)} data-testid="assign-anyway">{t('shiftWork.panel.assignAnyway')}</Button>
            <Button size="sm" onClick={() => setPending(null)}>{t('shiftWork.panel.cancel')}</Button>
          </div>
        </div>
      )}
      <ul className="mt-2 divide-y divide-line rounded border border-line bg-white" role="listbox" aria-busy={loading} data-testid="assign-candidates">
        {list.length === 0 && <li className="px-3 py-2 text-sm text-ink-muted">{loading ? t('shiftWork.panel.searching') : t('shiftWork.panel.noMatch')}</li>}
        {list.map((c, i) => {
          const hard = c.conflicts.filter((x) => x.severity === 'hard');
          const soft = c.conflicts.length - hard.length;
          return (
            <li
              key={c.id}
              role="option"
              aria-selected={i === active}
              data-testid="assign-candidate"
              data-staff-id={c.id}
              data-assignable={c.assignable}
              className={`flex cursor-pointer items-start gap-3 px-3 py-2 text-sm ${i === active ? 'bg-primary-50' : 'hover:bg-[#f5f7fa]'}`}
              onMouseEnter={() => setActive(i)}
              onClick={() => void assign(c)}
            >
              <div className="min-w-0 flex-1">
                <div className="font-medium text-ink">{c.name} <span className="font-normal text-ink-muted">· {c.position} · {c.suburb || c.state}</span></div>
                {c.conflicts.length > 0 && <div className="mt-0.5 truncate text-xs text-ink-muted" title={c.conflicts.map((x) => x.message).join('\n')}>{c.conflicts.map((x) => x.message).join(' ')}</div>}
              </div>
              {hard.length ? <StatusTag tone="red">{t('shiftWork.panel.refused')}</StatusTag> : soft ? <StatusTag tone="gold">{t('shiftWork.panel.toConfirm', { n: soft })}</StatusTag> : <StatusTag tone="green">{t('shiftWork.panel.assignable')}</StatusTag>}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
