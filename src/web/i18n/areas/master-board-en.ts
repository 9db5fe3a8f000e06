// English strings of the master-board screens, read as t('masterBoard.<key>'); master-board-zh.ts has the same keys.
export const masterBoardEn = {};
