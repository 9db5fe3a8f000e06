// English strings of the macros screens, read as t('macros.<key>'); macros-zh.ts has the same keys.
export const macrosEn = {};
