// /provider/master-board/temp-shift: the board's temp shifts (kit list: j/k, Enter opens, / searches,
// status filter; the status change runs on the focused row with alt+shift+t).
import { Link } from 'wouter';
import { useT } from '../../../i18n/i18n';
import { Button } from '../../../ui/button';
import { CommandList } from '../../generic/command-list';
import { defineList } from '../../generic/screen-spec';
import { BoardFrame, boardPath } from './board-frame';
import { shiftTone } from './shift-tone';

const shifts = (providerId: number) => defineList({
  command: 'tempshift.list',
  kind: 'tempShift',
  testId: 'temp-shifts',
  show: ['shift_date', 'start_time', 'end_time', 'position', 'facility_name', 'headcount', 'paid_hours', 'hourly_rate', 'status', 'created_at'],
  columns: {
    shift_date: { label: 'masterBoard.shift.date', format: 'text' },
    start_time: { label: 'masterBoard.shift.start' },
    end_time: { label: 'masterBoard.shift.end' },
    position: { label: 'masterBoard.shift.position', format: 'title' },
    facility_name: { label: 'masterBoard.shift.facility' },
    headcount: { label: 'masterBoard.shift.headcount' },
    paid_hours: { label: 'masterBoard.shift.paidHours' },
    hourly_rate: { label: 'masterBoard.shift.rateShort' },
    status: { tone: shiftTone },
  },
  open: (row) => boardPath(`temp-shift/view/${row.id}`, providerId),
  actions: [{ command: 'tempshift.changeStatus', label: 'masterBoard.shift.changeStatus' }],
  search: 'masterBoard.shift.search',
  filters: { status: { label: 'masterBoard.shift.status', all: 'masterBoard.any' } },
});

export default function TempShiftListPage() {
  const t = useT();
  return (
    <BoardFrame
      section="temp-shift"
      titleKey="route.tempShift"
      actions={(board) => (
        <>
          <Link href={boardPath('temp-shift/import', board.provider_id)}><Button data-testid="temp-shift-import">{t('masterBoard.import.open')}</Button></Link>
          <Link href={boardPath('temp-shift/add', board.provider_id)}><Button variant="primary" data-testid="temp-shift-add">{t('masterBoard.shift.add')}</Button></Link>
        </>
      )}
    >
      {(board) => (
        <section className="rounded-lg bg-white shadow-card">
          <CommandList key={board.provider_id} spec={shifts(board.provider_id)} label={t('route.tempShift')} fixedArgs={{ provider_id: board.provider_id }} />
        </section>
      )}
    </BoardFrame>
  );
}
