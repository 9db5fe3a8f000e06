// Handlers of commands/notice.ts.
import type { noticeCommands } from '../../../commands/notice';
import type { HandlersFor } from './types';

export const noticeHandlers: HandlersFor<typeof noticeCommands> = {};
