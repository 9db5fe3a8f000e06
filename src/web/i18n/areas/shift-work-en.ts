// English strings of the shift-work screens, read as t('shiftWork.<key>'); shift-work-zh.ts has the same keys.
export const shiftWorkEn = {};
