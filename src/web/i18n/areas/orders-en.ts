// English strings of the orders screens, read as t('orders.<key>'); orders-zh.ts has the same keys.
export const ordersEn = {};
