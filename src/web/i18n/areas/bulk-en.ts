// English strings of the bulk screens, read as t('bulk.<key>'); bulk-zh.ts has the same keys.
export const bulkEn = {};
