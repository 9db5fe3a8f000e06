// /staff/email: notification emails. Templates on the left (choose one or start a new one); the editor
// (name, subject, rich-text body with the spec §9 toolbar, placeholders); sending what is in the editor
// to a staff member or a group after a preview; the email notice list below. `?staff=<id>` starts a send
// to that person.
import { useEffect, useRef, useState } from 'react';
import { ApiError } from '../../api/api-error';
import { run } from '../../commands/dispatcher';
import { useCommandQuery } from '../../commands/use-command-query';
import { useT } from '../../i18n/i18n';
import { toast } from '../../state/toasts';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { formatNumber } from '../../ui/count-format';
import { FormField, TextInput } from '../../ui/field';
import { PageHeader } from '../../ui/page-header';
import { RichTextEditor } from '../../ui/rich-text-editor';
import { EmailSendPanel } from './email-send-panel';
import { groupLabel } from './notice-group-label';
import { HistoryTable, SentAt } from './notice-history-table';

interface Draft {
  id: number | null;
  version: number | null;
  name: string;
  subject: string;
  body: string;
}

const blank: Draft = { id: null, version: null, name: '', subject: '', body: '' };

export default function EmailPage() {
  const t = useT();
  const { data } = useCommandQuery('email.templates', {});
  const [draft, setDraft] = useState<Draft>(blank);
  // A new editor per template: the editor owns its text once made.
  const [editorKey, setEditorKey] = useState(0);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const subjectRef = useRef<HTMLInputElement>(null);
  const initialStaff = Number(new URLSearchParams(window.location.search).get('staff')) || null;
  const chosen = useRef(false);

  function choose(next: Draft) {
    setDraft(next);
    setErrors({});
    setEditorKey((k) => k + 1);
  }

  // The first template opens by itself, so the page starts with something to send.
  useEffect(() => {
    const first = data?.template_list[0];
    if (first && !chosen.current) {
      chosen.current = true;
      choose({ id: first.id, version: first.version, name: first.name, subject: first.subject, body: first.body });
    }
  }, [data]);

  function insertPlaceholder(name: string) {
    const input = subjectRef.current;
    const token = `{{${name}}}`;
    const at = input?.selectionStart ?? draft.subject.length;
    setDraft((d) => ({ ...d, subject: d.subject.slice(0, at) + token + d.subject.slice(input?.selectionEnd ?? at) }));
    input?.focus();
  }

  async function save() {
    setBusy(true);
    setErrors({});
    try {
      const answer = await run('email.saveTemplate', {
        ...(draft.id ? { template_id: draft.id, version: draft.version } : {}), name: draft.name, subject: draft.subject, body: draft.body,
      }, 'screen', { quiet: true });
      const saved = answer.template;
      setDraft({ id: saved.id, version: saved.version, name: saved.name, subject: saved.subject, body: saved.body });
      chosen.current = true;
      toast(t('notices.email.saved'), 'success');
    } catch (e) {
      if (e instanceof ApiError) setErrors(Object.fromEntries(e.fields.map((f) => [f.path.split('.')[0], f.message])));
    } finally {
      setBusy(false);
    }
  }

  async function remove() {
    if (!draft.id || !window.confirm(t('notices.email.confirmDelete', { name: draft.name }))) return;
    await run('email.deleteTemplate', { template_id: draft.id }, 'screen').then(() => choose(blank)).catch(() => {});
  }

  return (
    <div className="space-y-4" data-testid="email-page">
      <PageHeader title={t('route.staffEmail')} subtitle={t('notices.email.subtitle')} />
      <div className="grid gap-4 lg:grid-cols-[16rem_1fr]">
        <Card title={t('notices.email.templates')} bodyClassName="p-2" extra={<Button size="sm" onClick={() => choose(blank)} data-testid="email-new-template">{t('notices.email.newTemplate')}</Button>}>
          {data && !data.template_list.length && <p className="p-3 text-sm text-ink-muted">{t('notices.email.noTemplates')}</p>}
          <ul className="space-y-0.5" data-testid="email-templates">
            {data?.template_list.map((tpl) => (
              <li key={tpl.id}>
                <button type="button" aria-current={draft.id === tpl.id || undefined} data-testid="email-template" data-template-id={tpl.id}
                  onClick={() => choose({ id: tpl.id, version: tpl.version, name: tpl.name, subject: tpl.subject, body: tpl.body })}
                  className={`w-full rounded px-3 py-1.5 text-left text-sm ${draft.id === tpl.id ? 'bg-primary-50 text-primary' : 'hover:bg-black/[0.03]'}`}>
                  <div className="truncate font-medium">{tpl.name}</div>
                  <div className="truncate text-xs text-ink-muted">{tpl.subject}</div>
                </button>
              </li>
            ))}
          </ul>
        </Card>
        <div className="min-w-0 space-y-4">
          <Card title={draft.id ? draft.name || t('notices.email.name') : t('notices.email.newTemplate')} data-testid="email-editor">
            <div className="grid gap-x-4 md:grid-cols-2">
              <FormField id="email-name" label={t('notices.email.name')} error={errors.name}>
                <TextInput id="email-name" value={draft.name} maxLength={100} invalid={!!errors.name} onChange={(e) => setDraft({ ...draft, name: e.target.value })} />
              </FormField>
              <FormField id="email-subject" label={t('notices.email.subject')} error={errors.subject}>
                <TextInput id="email-subject" ref={subjectRef} value={draft.subject} maxLength={200} invalid={!!errors.subject} onChange={(e) => setDraft({ ...draft, subject: e.target.value })} />
              </FormField>
            </div>
            <div className="mb-3 flex flex-wrap items-center gap-1.5 text-xs" aria-label={t('notices.email.placeholders')}>
              <span className="text-ink-muted" title={t('notices.email.placeholderHint')}>{t('notices.email.placeholders')}:</span>
              {data?.placeholders.map((p) => (
                <button key={p} type="button" title={t('notices.email.placeholderHint')} onClick={() => insertPlaceholder(p)} data-testid="email-placeholder"
                  className="rounded border border-line bg-[#fafafa] px-1.5 py-0.5 font-mono text-ink-soft hover:border-primary-300 hover:text-primary">{`{{${p}}}`}</button>
              ))}
            </div>
            <div className="mb-1 text-sm">{t('notices.email.body')}</div>
            <RichTextEditor key={editorKey} value={draft.body} onChange={(body) => setDraft((d) => ({ ...d, body }))} label={t('notices.email.body')} minHeight={200} testId="email-body" />
            <div role={errors.body ? 'alert' : undefined} className="min-h-5 pt-1 text-sm text-danger" data-testid="email-body-error">{errors.body}</div>
            <div className="mt-2 flex gap-2">
              <Button variant="primary" onClick={() => void save()} loading={busy} data-testid="email-save">{t('notices.email.save')}</Button>
              {draft.id && <Button danger variant="text" onClick={() => void remove()} data-testid="email-delete">{t('notices.email.delete')}</Button>}
            </div>
          </Card>
          <EmailSendPanel subject={draft.subject} body={draft.body} templateId={draft.id} initialStaff={initialStaff} />
        </div>
      </div>
      <HistoryTable
        command="email.noticeList"
        title={t('notices.email.history')}
        empty={t('notices.email.historyEmpty')}
        testId="email-history"
        columns={[
          { label: t('notices.email.col.subject'), cell: (s) => <span className="font-medium">{s.subject}</span> },
          { label: t('notices.email.col.to'), cell: (s) => (s.target === 'staff' ? s.staff_name ?? `#${s.staff_id}` : groupLabel(s.filters)) },
          { label: t('notices.email.col.template'), cell: (s) => s.template_name ?? '—' },
          { label: t('notices.email.col.recipients'), cell: (s) => formatNumber(s.recipient_count), className: 'text-right tabular-nums' },
          { label: t('notices.email.col.by'), cell: (s) => s.sent_by_name ?? '' },
          { label: t('notices.email.col.at'), cell: (s) => <SentAt at={s.created_at} /> },
        ]}
      />
    </div>
  );
}
