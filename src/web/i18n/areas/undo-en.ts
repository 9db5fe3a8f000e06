// English strings of the undo screens, read as t('undo.<key>'); undo-zh.ts has the same keys.
export const undoEn = {
  cannotBeUndone: 'This cannot be undone: {{reason}}.',
  /** The toast of a step that has no way back: said when it is taken, not only when undo is tried. */
  stepCannotBeUndone: 'Cannot be undone: {{reason}}.',
  willUndo: 'Undo {{title}}',
  nothing: 'Nothing to undo.',
  passedBy: 'Passed by ({{count}}): cannot be undone',
  runOf: '{{count}} records, one run',
  yes: 'yes',
  no: 'no',
  undoneSkipped: 'Undone: {{summary}}. Passed by {{count}} that cannot be undone.',
  // The journal screen (/tools/undo-history).
  journalIntro: 'Your last changes, newest first. Undo takes back the newest one that can be undone; any row with Undo can be taken back on its own.',
  stateOpen: 'Can be undone',
  stateUndone: 'Undone',
  stateRefused: 'Cannot be undone: {{reason}}',
  undoThis: 'Undo',
  empty: 'Nothing yet: the changes you make show here.',
  when: 'When',
  what: 'What',
  records: 'Records',
  state: 'State',
  steps: 'Your changes',
};
