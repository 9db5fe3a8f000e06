// Staff › Configuration › Resume rules › Recognised names
// (/staff/configuration/resume-assessment-rule/provider-recognised-names): the training organisations and
// employers whose names count in a resume's favour, edited as one list and saved whole (Ctrl/⌘+Enter).
import { useEffect, useState } from 'react';
import { run } from '../../../commands/dispatcher';
import { useCommandQuery } from '../../../commands/use-command-query';
import { useT } from '../../../i18n/i18n';
import { toast } from '../../../state/toasts';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { TextInput } from '../../../ui/field';
import { PageHeader } from '../../../ui/page-header';
import { RulesTabs } from './rules-tabs';

type Kind = 'training' | 'employer';
const CONTEXT = { path: '/staff/configuration/resume-assessment-rule/provider-recognised-names' };

export default function RecognisedNamesPage() {
  const t = useT();
  const { data, error } = useCommandQuery('assessment.recognisedNames', {});
  const [rows, setRows] = useState<{ name: string; kind: Kind }[]>([]);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (data) setRows(data.recognised_name_list.map((n) => ({ name: n.name, kind: n.kind })));
  }, [data]);
  const save = async () => {
    setBusy(true);
    try {
      await run('assessment.saveRecognisedNames', { recognised_name_list: rows.filter((r) => r.name.trim()) }, 'screen', { quiet: true, context: CONTEXT });
      toast(t('resumes.names.saved'), 'success');
    } catch {
      // shown by the dispatcher
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="space-y-4" data-testid="recognised-names-page" onKeyDown={(e) => { if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) { e.preventDefault(); void save(); } }}>
      <PageHeader title={t('resumes.names.title')} count={data ? String(rows.length) : null} subtitle={t('resumes.names.subtitle')} />
      <RulesTabs active="names" />
      {error && !data && <p className="text-sm text-danger">{error}</p>}
      <Card className="max-w-3xl">
        {rows.length === 0 && data && <p className="text-sm text-ink-muted">{t('resumes.names.empty')}</p>}
        <ul className="space-y-2" data-testid="recognised-name-list">
          {rows.map((r, i) => (
            <li key={i} className="flex items-center gap-2">
              <TextInput aria-label={t('resumes.names.name')} value={r.name} data-testid={`recognised-name-${i}`} onChange={(e) => setRows((list) => list.map((x, j) => (j === i ? { ...x, name: e.target.value } : x)))} />
              <select aria-label={t('resumes.names.kind')} value={r.kind} className="h-8 border border-line px-2 text-sm" onChange={(e) => setRows((list) => list.map((x, j) => (j === i ? { ...x, kind: e.target.value as Kind } : x)))}>
                <option value="training">{t('resumes.names.training')}</option>
                <option value="employer">{t('resumes.names.employer')}</option>
              </select>
              <Button variant="text" size="sm" aria-label={t('resumes.blur.remove')} onClick={() => setRows((list) => list.filter((_, j) => j !== i))}>×</Button>
            </li>
          ))}
        </ul>
        <div className="mt-4 flex gap-2">
          <Button onClick={() => setRows((list) => [...list, { name: '', kind: 'training' }])} data-testid="add-recognised-name">{t('resumes.names.add')}</Button>
          <Button variant="primary" loading={busy} onClick={() => void save()} data-testid="save-recognised-names">{t('resumes.names.save')}</Button>
        </div>
      </Card>
    </div>
  );
}
