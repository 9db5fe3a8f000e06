// English strings of the dashboard-area screens, read as t('dashboardArea.<key>'); dashboard-area-zh.ts has the same keys.
export const dashboardAreaEn = {};
