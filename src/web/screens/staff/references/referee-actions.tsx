// What can be done with one referee's check, as buttons that run the same catalogue commands as the keys:
// send or resend the email (shift+R), mark the answers read or unread (m), open the answers (Enter).
import { getCommand, type AnyCommand, type CommandContext, type CommandId } from '../../../../../commands';
import type { RefereeRow } from '../../../../../commands/reference-check';
import { commandTitle } from '../../../commands/dispatcher';
import { run } from '../../../commands/dispatcher';
import { useT } from '../../../i18n/i18n';
import { Button } from '../../../ui/button';
import { Kbd } from '../../../ui/kbd';

export const sendCheck = getCommand('referee.sendCheck');
export const markRead = getCommand('referee.setCheckRead');

/** Runs a referee command on this row as shown (its version), from a button. */
export async function runOnReferee(command: AnyCommand, referee: RefereeRow, extra: Record<string, unknown> = {}): Promise<void> {
  const context: CommandContext = { path: location.pathname, record: { kind: 'referee', id: referee.id, fields: { ...referee } } };
  try {
    await run(command.id as CommandId, { ...command.fill!(context), ...extra }, 'screen', { context });
  } catch {
    // The dispatcher has shown the refusal; a conflict re-reads the list.
  }
}

export function RefereeActions({ referee, onOpen, testId, showKeys = true }: { referee: RefereeRow; onOpen?: () => void; testId: string; showKeys?: boolean }) {
  const t = useT();
  const answered = referee.check_answered_at !== null;
  return (
    <div className="flex flex-wrap gap-2" data-testid={testId}>
      {!answered && (
        <Button size="sm" variant="primary" onClick={() => void runOnReferee(sendCheck, referee)} data-testid={`${testId}-send`}>
          {referee.check_sent_at ? t('interviews.references.resend') : commandTitle(sendCheck)} {showKeys && <Kbd kbd={sendCheck.kbd!} tone="dark" />}
        </Button>
      )}
      {answered && (
        <Button size="sm" variant={referee.check_read_at ? 'default' : 'primary'} onClick={() => void runOnReferee(markRead, referee)} data-testid={`${testId}-read`}>
          {referee.check_read_at ? t('interviews.references.markUnread') : commandTitle(markRead)} {showKeys && <Kbd kbd={markRead.kbd!} tone={referee.check_read_at ? 'light' : 'dark'} />}
        </Button>
      )}
      {onOpen && (
        <Button size="sm" onClick={onOpen} data-testid={`${testId}-open`}>
          {answered ? t('interviews.references.openAnswers') : t('interviews.references.openCheck')} {showKeys && <Kbd kbd="enter" />}
        </Button>
      )}
    </div>
  );
}
