// The outbox as a kit list (/tools/index): newest first, status as coloured tags, the text's start, the
// last error; Enter opens a message beside the list (?outboxMessage=<id>); retry and cancel act on the row.
import type { EnumCodeValue } from '../../../domain/enums/define-enum';
import { outboxChannels, outboxShownStatus, shownOutboxStatus } from '../../../domain/enums/delivery';
import type { Tone } from '../../ui/status-tag';
import { defineList } from '../generic/screen-spec';

const c = (key: string) => ({ label: `delivery.column.${key}` });

/** Sent green, failed red, waiting blue, in flight gold, cancelled grey. */
export function outboxTone(status: EnumCodeValue): Tone {
  if (status === 'sent') return 'green';
  if (status === 'failed') return 'red';
  if (status === 'sending') return 'gold';
  if (status === 'queued') return 'blue';
  if (status === 'kept') return 'gold';
  return 'grey';
}

export const outboxMessages = defineList({
  command: 'outbox.list',
  kind: 'outboxMessage',
  testId: 'outbox',
  show: ['status', 'channel', 'recipient', 'subject', 'preview', 'attempts', 'last_error', 'created_at'],
  columns: {
    // A message the built-in outbox transport took was kept, not sent: the tag says so (docs/delivery.md).
    status: { enum: outboxShownStatus, tone: outboxTone, format: 'enum', cellValue: (row) => shownOutboxStatus(row as { status: string; provider: string | null }) },
    channel: { ...c('channel'), enum: outboxChannels, format: 'enum' },
    recipient: { ...c('recipient'), format: 'text' },
    subject: c('subject'),
    preview: c('preview'),
    attempts: { ...c('attempts'), format: 'number' },
    origin: c('origin'),
    last_error: c('last_error'),
    created_at: c('created_at'),
  },
  open: (row) => `/tools/index?outboxMessage=${row.id}`,
  actions: [{ command: 'outbox.retry', label: 'delivery.panel.retry' }, { command: 'outbox.cancel', label: 'delivery.panel.cancel' }],
  filters: { status: { all: 'delivery.anyStatus' }, channel: { all: 'delivery.anyChannel' } },
  search: 'delivery.search',
});
