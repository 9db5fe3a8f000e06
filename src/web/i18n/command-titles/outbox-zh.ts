// commands/outbox.ts 命令的中文标题。
import type { outboxCommands } from '../../../../commands/outbox';
import type { TitlesFor } from './titles-for';

export const outboxTitlesZh: TitlesFor<typeof outboxCommands> = {};
