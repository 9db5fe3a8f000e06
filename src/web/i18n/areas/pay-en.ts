// English strings of the pay screens, read as t('pay.<key>'); pay-zh.ts has the same keys.
export const payEn = {};
