// English strings of the admin-area screens, read as t('adminArea.<key>'); admin-area-zh.ts has the same keys.
export const adminAreaEn = {};
