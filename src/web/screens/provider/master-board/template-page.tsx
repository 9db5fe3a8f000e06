// /provider/master-board/template: shift templates, reusable shift patterns ('AM shift – PCW, 07:00–15:30').
// 'Use' opens the add-shift form filled from the template.
import { useState } from 'react';
import { Link } from 'wouter';
import { run } from '../../../commands/dispatcher';
import { useCommandQuery } from '../../../commands/use-command-query';
import { useT } from '../../../i18n/i18n';
import { dollars } from '../../../../domain/temp-shift-rules';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { CommandForm } from '../../generic/command-form';
import { BoardFrame, boardPath } from './board-frame';
import { useFacilities, shiftLabels } from './shift-fields';

function Templates({ providerId }: { providerId: number }) {
  const t = useT();
  const { data } = useCommandQuery('tempshift.templates', { provider_id: providerId });
  const facilities = useFacilities(providerId);
  const [adding, setAdding] = useState(false);
  return (
    <div className="space-y-4">
      <Card title={t('route.masterBoardTemplate')} bodyClassName="p-0"
        extra={<Button variant="primary" size="sm" onClick={() => setAdding((v) => !v)} data-testid="board-template-add">{t('masterBoard.template.add')}</Button>}>
        {adding && (
          <div className="border-b border-line p-5">
            <CommandForm commandId="tempshift.addTemplate" testId="board-template-new" fixed={{ provider_id: providerId }} hidden={['facility_id']}
              labels={shiftLabels(t)} onDone={() => setAdding(false)} />
            {facilities.length > 0 && <p className="mt-2 text-xs text-ink-muted">{t('masterBoard.template.facilityHint')}</p>}
          </div>
        )}
        {data?.list.length === 0 && <p className="p-5 text-sm text-ink-muted">{t('masterBoard.template.none')}</p>}
        <ul className="divide-y divide-line">
          {data?.list.map((tp) => (
            <li key={tp.id} className="flex flex-wrap items-center justify-between gap-3 px-5 py-3" data-testid="board-template">
              <div>
                <div className="font-medium">{tp.name}</div>
                <div className="text-sm text-ink-soft tabular-nums">
                  {tp.position} · {tp.start_time}–{tp.end_time} · {t('masterBoard.shift.breakMinutes', { n: tp.break_minutes })} · {dollars(tp.hourly_rate_cents)}/h
                  {tp.headcount > 1 && ` · ×${tp.headcount}`}{tp.facility_name && ` · ${tp.facility_name}`}
                </div>
              </div>
              <div className="flex gap-1">
                <Link href={boardPath('temp-shift/add', providerId, `&template=${tp.id}`)}><Button size="sm" variant="primary">{t('masterBoard.template.use')}</Button></Link>
                <Button danger size="sm" variant="text" 
 onClick={() => { if (window.confirm(t('masterBoard.template.confirmDelete', { name: tp.name }))) void run('tempshift.deleteTemplate', { template_id: tp.id }, 'screen').catch(() => {}); }}>
                  {t('masterBoard.delete')}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      </Card>
    </div>
  );
}

export default function BoardTemplatePage() {
  return <BoardFrame section="template" titleKey="route.masterBoardTemplate">{(board) => <Templates providerId={board.provider_id} />}</BoardFrame>;
}
