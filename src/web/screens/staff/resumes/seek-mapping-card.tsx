// The SEEK role mapping (cb_seek_role_mapping): which of our positions each SEEK role title is. Edited as
// a list and saved whole.
import { useEffect, useState } from 'react';
import { run } from '../../../commands/dispatcher';
import { useCommandQuery } from '../../../commands/use-command-query';
import { useT } from '../../../i18n/i18n';
import { toast } from '../../../state/toasts';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { TextInput } from '../../../ui/field';

const CONTEXT = { path: '/staff/configuration/resume-assessment-rule/config' };

export function SeekMappingCard() {
  const t = useT();
  const { data } = useCommandQuery('assessment.seekMapping', {});
  const [rows, setRows] = useState<{ seek_role: string; position_id: number }[]>([]);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (data) setRows(data.mapping_list.map((m) => ({ seek_role: m.seek_role, position_id: m.position_id })));
  }, [data]);
  const positions = data?.position_list ?? [];
  const save = async () => {
    setBusy(true);
    try {
      await run('assessment.saveSeekMapping', { mapping_list: rows.filter((r) => r.seek_role.trim()) }, 'screen', { quiet: true, context: CONTEXT });
      toast(t('resumes.rules.mappingSaved'), 'success');
    } catch {
      // shown by the dispatcher
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card title={t('resumes.rules.seek')} data-testid="seek-mapping">
      <table className="w-full text-sm">
        <thead><tr className="text-left text-xs text-ink-muted"><th className="pb-1 font-normal">{t('resumes.rules.seekRole')}</th><th className="pb-1 font-normal">{t('resumes.rules.position')}</th><th /></tr></thead>
        <tbody>
          {rows.map((r, i) => (
            <tr key={i}>
              <td className="py-1 pr-2"><TextInput aria-label={t('resumes.rules.seekRole')} value={r.seek_role} onChange={(e) => setRows((list) => list.map((x, j) => (j === i ? { ...x, seek_role: e.target.value } : x)))} /></td>
              <td className="py-1 pr-2">
                <select aria-label={t('resumes.rules.position')} value={r.position_id} className="h-8 w-full border border-line px-2" onChange={(e) => setRows((list) => list.map((x, j) => (j === i ? { ...x, position_id: Number(e.target.value) } : x)))}>
                  {positions.map((p) => <option key={p.id} value={p.id}>{p.name}</option>)}
                </select>
              </td>
              <td><Button variant="text" size="sm" aria-label={t('resumes.blur.remove')} onClick={() => setRows((list) => list.filter((_, j) => j !== i))}>×</Button></td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="mt-3 flex gap-2">
        <Button size="sm" disabled={!positions.length} onClick={() => setRows((list) => [...list, { seek_role: '', position_id: positions[0].id }])}>{t('resumes.rules.addMapping')}</Button>
        <Button size="sm" variant="primary" loading={busy} onClick={() => void save()} data-testid="save-seek-mapping">{t('resumes.rules.saveMapping')}</Button>
      </div>
    </Card>
  );
}
