// The order page's side cards: the site contact (edit_contact_notes), notes (get_order_note and
// add_order_note), files (get_order_files), history (order_operating_history_list) and pushes sent.
import { useEffect, useState, type FormEvent } from 'react';
import type { CommandContext } from '../../../../../commands';
import type { OrderData } from '../../../../../commands/order-fields';
import { orderPushKinds } from '../../../../domain/enums/order-review';
import { formatFileSize } from '../../../../domain/format/file-size';
import { relativeTimeLong } from '../../../../domain/format/relative-time';
import { run } from '../../../commands/dispatcher';
import { useCommandQuery } from '../../../commands/use-command-query';
import { enumLabel, useT } from '../../../i18n/i18n';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { TextInput } from '../../../ui/field';

const when = (at: string) => <time dateTime={at} title={at}>{relativeTimeLong(Date.parse(at), Date.now())}</time>;
const textArea = 'w-full rounded border border-black/15 px-3 py-2 text-sm focus:border-primary focus:outline-none';

export function ContactCard({ order, context }: { order: OrderData; context: CommandContext }) {
  const t = useT();
  const [draft, setDraft] = useState({ name: order.contact_name, phone: order.contact_phone, notes: order.contact_notes });
  const [busy, setBusy] = useState(false);
  useEffect(() => setDraft({ name: order.contact_name, phone: order.contact_phone, notes: order.contact_notes }), [order.version]);
  const dirty = draft.name !== order.contact_name || draft.phone !== order.contact_phone || draft.notes !== order.contact_notes;
  async function save(e: FormEvent) {
    e.preventDefault();
    setBusy(true);
    try {
      await run('order.editContactNotes', { order_id: order.id, version: order.version, contact_name: draft.name, contact_phone: draft.phone, contact_notes: draft.notes }, 'screen', { context });
    } catch { /* shown by the dispatcher */ } finally { setBusy(false); }
  }
  return (
    <Card title={t('orders.contact')} data-testid="order-contact">
      <form className="space-y-2" onSubmit={save}>
        <div className="grid grid-cols-2 gap-2">
          <TextInput aria-label={t('orders.create.contactName')} value={draft.name} maxLength={100} onChange={(e) => setDraft({ ...draft, name: e.target.value })} placeholder={t('orders.create.contactName')} />
          <TextInput aria-label={t('orders.create.contactPhone')} value={draft.phone} maxLength={30} onChange={(e) => setDraft({ ...draft, phone: e.target.value })} placeholder={t('orders.create.contactPhone')} />
        </div>
        <textarea aria-label={t('orders.contactNotes')} className={textArea} rows={3} maxLength={2000} value={draft.notes} placeholder={t('orders.contactNotes')}
          onChange={(e) => setDraft({ ...draft, notes: e.target.value })} data-testid="order-contact-notes" />
        <Button type="submit" disabled={!dirty} loading={busy} data-testid="order-contact-save">{t('orders.saveContact')}</Button>
      </form>
    </Card>
  );
}

export function NotesCard({ order, context }: { order: OrderData; context: CommandContext }) {
  const t = useT();
  const { data } = useCommandQuery('order.notes', { order_id: order.id }, { context });
  const [body, setBody] = useState('');
  const [busy, setBusy] = useState(false);
  async function add(e: FormEvent) {
    e.preventDefault();
    if (!body.trim()) return;
    setBusy(true);
    try {
      await run('order.addNote', { order_id: order.id, body }, 'screen', { context });
      setBody('');
    } catch { /* shown by the dispatcher */ } finally { setBusy(false); }
  }
  return (
    <Card title={t('orders.notes')} data-testid="order-notes">
      {data?.note && <p className="mb-3 rounded bg-primary-50 px-3 py-2 text-sm text-ink"><span className="block text-xs text-ink-muted">{t('orders.orderNote')}</span>{data.note}</p>}
      <form className="mb-3 flex gap-2" onSubmit={add}>
        <TextInput aria-label={t('orders.addNote')} value={body} maxLength={2000} onChange={(e) => setBody(e.target.value)} placeholder={t('orders.notePlaceholder')} data-testid="order-note-input" />
        <Button type="submit" loading={busy} disabled={!body.trim()}>{t('orders.addNote')}</Button>
      </form>
      {data && data.note_list.length === 0 && <p className="text-sm text-ink-muted">{t('orders.noNotes')}</p>}
      <ul className="space-y-2 text-sm">
        {data?.note_list.map((n) => <li key={n.id}><p className="text-ink">{n.body}</p><p className="text-xs text-ink-muted">{n.author_name} · {when(n.created_at)}</p></li>)}
      </ul>
    </Card>
  );
}

export function FilesCard({ order, context }: { order: OrderData; context: CommandContext }) {
  const t = useT();
  const { data } = useCommandQuery('order.files', { order_id: order.id }, { context });
  return (
    <Card title={t('orders.files')} data-testid="order-files">
      {data && data.file_list.length === 0 && <p className="text-sm text-ink-muted">{t('orders.noFiles')}</p>}
      <ul className="space-y-1 text-sm">
        {data?.file_list.map((f) => (
          <li key={f.file_id} className="flex justify-between gap-2">
            <a className="truncate text-primary hover:text-primary-400" href={`/files/list?libraryFile=${f.file_id}`} title={f.file_name}>{f.title}</a>
            <span className="shrink-0 text-xs text-ink-muted">{formatFileSize(f.size_bytes)}</span>
          </li>
        ))}
      </ul>
    </Card>
  );
}

const show = (v: unknown) => (v === null || v === undefined || v === '' ? '—' : typeof v === 'object' ? JSON.stringify(v) : String(v));

export function HistoryCard({ order, context }: { order: OrderData; context: CommandContext }) {
  const t = useT();
  const { data } = useCommandQuery('order.history', { order_id: order.id }, { context });
  const pushes = useCommandQuery('order.pushRecords', { order_id: order.id, page_size: 20 }, { context });
  return (
    <>
      <Card title={t('orders.history')} data-testid="order-history">
        {data && data.history_notes.length === 0 && <p className="text-sm text-ink-muted">{t('orders.noHistory')}</p>}
        <ol className="space-y-2 text-sm">
          {data?.history_notes.map((h) => (
            <li key={h.id} data-api={h.api}>
              <p className="text-ink"><span className="font-medium">{h.api.replace(/_/g, ' ')}</span> <span className="text-xs text-ink-muted">· {h.who} · {when(h.at)}</span></p>
              {h.changes.length > 0 && (
                <p className="text-xs text-ink-soft">{h.changes.slice(0, 6).map((c) => `${c.field}: ${c.before !== null ? `${show(c.before)} → ` : ''}${show(c.after)}`).join(' · ')}</p>
              )}
            </li>
          ))}
        </ol>
      </Card>
      <Card title={t('orders.pushes')} data-testid="order-pushes" extra={pushes.data && <span className="text-xs text-ink-muted">{pushes.data.total}</span>}>
        {pushes.data && pushes.data.total === 0 && <p className="text-sm text-ink-muted">{t('orders.noPushes')}</p>}
        <ul className="space-y-1 text-sm">
          {pushes.data?.list.map((p) => (
            <li key={p.id} className="flex justify-between gap-2"><span className="truncate">{p.staff_name} <span className="text-xs text-ink-muted">· {enumLabel(orderPushKinds, p.kind)} · {p.channel}</span></span><span className="shrink-0 text-xs text-ink-muted">{when(p.sent_at)}</span></li>
          ))}
        </ul>
      </Card>
    </>
  );
}
