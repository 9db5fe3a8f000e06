// English strings of the delivery screens, read as t('delivery.<key>'); delivery-zh.ts has the same keys.
export const deliveryEn = {};
