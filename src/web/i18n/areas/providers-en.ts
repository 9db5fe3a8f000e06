// English strings of the providers screens, read as t('providers.<key>'); providers-zh.ts has the same keys.
export const providersEn = {};
