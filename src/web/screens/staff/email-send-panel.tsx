// Sending the email being edited on /staff/email: to one staff member (found by name, email or phone) or
// to a group, with a preview of the email as its first recipients get it. Send stays off until the
// preview shows exactly what would go (any change to the email or the recipients asks for a new one).
import { useState } from 'react';
import { ApiError } from '../../api/api-error';
import { run } from '../../commands/dispatcher';
import { useCommandQuery } from '../../commands/use-command-query';
import { useT } from '../../i18n/i18n';
import { toast } from '../../state/toasts';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { formatNumber } from '../../ui/count-format';
import { TextInput } from '../../ui/field';
import { useDebouncedValue } from '../../ui/use-debounced-value';
import { richHtmlClass } from './rich-html-class';
import { cleanGroup, GroupFilter, useGroupCount, type GroupValue } from './notice-group-filter';

type Preview = { recipient_count: number; without_email: number; samples: { staff_id: number; name: string; email: string; subject: string; body: string }[] };

export function EmailSendPanel({ subject, body, templateId, initialStaff }: { subject: string; body: string; templateId: number | null; initialStaff: number | null }) {
  const t = useT();
  const [mode, setMode] = useState<'staff' | 'group'>(initialStaff ? 'staff' : 'group');
  const [staffId, setStaffId] = useState<number | null>(initialStaff);
  const [staffLabel, setStaffLabel] = useState('');
  const [search, setSearch] = useState('');
  const [group, setGroup] = useState<GroupValue>({ status: [10] });
  const counted = useGroupCount(group);
  const [preview, setPreview] = useState<{ key: string; answer: Preview } | null>(null);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const keyword = useDebouncedValue(search.trim(), 250);
  const found = useCommandQuery('notice.groupStaff', { keyword, page_size: 6 }, { enabled: mode === 'staff' && keyword.length >= 2 });

  const target = mode === 'staff' ? (staffId ? { staff_id: staffId } : null) : { group: cleanGroup(group) };
  const args = target && { ...target, subject, body, ...(templateId ? { template_id: templateId } : {}) };
  const key = JSON.stringify(args);
  const shown = preview?.key === key ? preview.answer : null;

  async function act(kind: 'preview' | 'send') {
    if (!args) return setError(t('notices.email.choose'));
    setError('');
    setBusy(true);
    try {
      if (kind === 'preview') {
        setPreview({ key, answer: await run('email.preview', args, 'screen', { inPlace: true, record: false }) });
      } else if (shown && window.confirm(t('notices.email.confirm', { subject, count: formatNumber(shown.recipient_count) }))) {
        const answer = await run('email.send', args, 'screen', { quiet: true, inPlace: true });
        toast(t('notices.email.sent', { count: formatNumber(answer.send.recipient_count) }), 'success');
        setPreview(null);
      }
    } catch (e) {
      if (e instanceof ApiError) setError(e.fields.length ? e.fields.map((f) => f.message).join(' ') : e.message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card title={t('notices.email.sendTitle')} data-testid="email-send">
      <div className="mb-4 flex gap-4 text-sm" role="radiogroup" aria-label={t('notices.email.to')}>
        {(['group', 'staff'] as const).map((m) => (
          <label key={m} className="flex items-center gap-1.5">
            <input type="radio" name="email-to" className="accent-primary" checked={mode === m} onChange={() => setMode(m)} data-testid={`email-to-${m}`} />
            {t(m === 'staff' ? 'notices.email.toStaff' : 'notices.email.toGroup')}
          </label>
        ))}
      </div>
      {mode === 'group' ? (
        <GroupFilter value={group} onChange={setGroup} counted={counted} testId="email-group" />
      ) : (
        <div>
          <TextInput value={search} placeholder={t('notices.email.staffSearch')} aria-label={t('notices.email.staffSearch')} onChange={(e) => setSearch(e.target.value)} data-testid="email-staff-search" />
          {staffId && <p className="mt-2 text-sm" data-testid="email-staff-chosen">→ <span className="font-medium">{staffLabel || `#${staffId}`}</span></p>}
          {found.data && keyword.length >= 2 && (
            <ul className="mt-2 divide-y divide-line rounded-md border border-line">
              {found.data.list.map((p) => (
                <li key={p.id}>
                  <button type="button" className={`flex w-full gap-2 px-3 py-1.5 text-left text-sm hover:bg-primary-50 ${p.id === staffId ? 'bg-primary-50' : ''}`} data-testid="email-staff-option"
                    onClick={() => { setStaffId(p.id); setStaffLabel(`${p.name} <${p.email}>`); setSearch(''); }}>
                    <span className="font-medium">{p.name}</span><span className="truncate text-ink-muted">{p.email || '—'}</span>
                  </button>
                </li>
              ))}
              {!found.data.list.length && <li className="px-3 py-1.5 text-sm text-ink-muted">{t('notices.group.none')}</li>}
            </ul>
          )}
        </div>
      )}
      {error && <p role="alert" className="mt-3 text-sm text-danger" data-testid="email-send-error">{error}</p>}
      <div className="mt-4 flex flex-wrap items-center gap-2">
        <Button onClick={() => void act('preview')} loading={busy && !shown} data-testid="email-preview">{t('notices.email.preview')}</Button>
        <Button variant="primary" onClick={() => void act('send')} disabled={!shown} loading={busy && !!shown} data-testid="email-send-button">{t('notices.email.send')}</Button>
        {!shown && <span className="text-xs text-ink-muted">{t('notices.email.previewFirst')}</span>}
      </div>
      {shown && (
        <div className="mt-4" data-testid="email-preview-result">
          <p className="mb-2 text-sm font-medium">{t('notices.email.previewTitle', { count: formatNumber(shown.recipient_count) })}</p>
          {!!shown.without_email && <p className="mb-2 text-sm text-ink-muted">{t('notices.email.withoutEmail', { count: formatNumber(shown.without_email) })}</p>}
          {shown.samples.map((s) => (
            <article key={s.staff_id} className="mb-3 rounded-md border border-line" data-testid="email-preview-sample">
              <header className="border-b border-line bg-[#fafafa] px-3 py-2 text-sm">
                <div className="text-ink-muted">{s.name} &lt;{s.email}&gt;</div>
                <div className="font-medium">{s.subject}</div>
              </header>
              {/* Sanitised and filled on the server; the values in it are escaped there. */}
              <div className={`px-3 py-2 text-sm ${richHtmlClass}`} dangerouslySetInnerHTML={{ __html: s.body }} />
            </article>
          ))}
        </div>
      )}
    </Card>
  );
}
