// /provider/master-board/style: the public board's colours, header and layout, with a preview of the
// saved style beside the form (the same card the board view draws).
import { useT } from '../../../i18n/i18n';
import { toast } from '../../../state/toasts';
import { Card } from '../../../ui/card';
import { CommandForm } from '../../generic/command-form';
import { BoardFrame } from './board-frame';
import { BoardPreview } from './board-preview';

export default function BoardStylePage() {
  const t = useT();
  return (
    <BoardFrame section="style" titleKey="route.masterBoardStyle">
      {(board) => (
        <div className="grid gap-4 desktop:grid-cols-2">
          <Card title={t('masterBoard.style.title')}>
            <CommandForm
              key={board.version}
              commandId="masterboard.editStyle"
              testId="board-style"
              fixed={{ provider_id: board.provider_id, version: board.version }}
              defaults={{ primary_colour: board.primary_colour, accent_colour: board.accent_colour, header_text: board.header_text, layout: board.layout, show_facility_address: board.show_facility_address }}
              labels={{
                primary_colour: t('masterBoard.style.primary'), accent_colour: t('masterBoard.style.accent'), header_text: t('masterBoard.style.header'),
                layout: t('masterBoard.style.layout'), show_facility_address: t('masterBoard.style.showAddress'),
              }}
              submitLabel={t('masterBoard.save')}
              onDone={() => toast(t('masterBoard.saved'), 'success')}
            />
          </Card>
          <Card title={t('masterBoard.style.preview')}>
            <BoardPreview board={board} limit={3} />
          </Card>
        </div>
      )}
    </BoardFrame>
  );
}
