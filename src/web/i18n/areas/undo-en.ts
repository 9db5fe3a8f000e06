// English strings of the undo screens, read as t('undo.<key>'); undo-zh.ts has the same keys.
export const undoEn = {
  cannotBeUndone: 'This cannot be undone: {reason}.',
};
