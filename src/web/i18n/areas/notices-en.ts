// English strings of the notices screens, read as t('notices.<key>'); notices-zh.ts has the same keys.
export const noticesEn = {};
