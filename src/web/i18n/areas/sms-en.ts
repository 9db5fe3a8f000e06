// English strings of the sms screens, read as t('sms.<key>'); sms-zh.ts has the same keys.
export const smsEn = {};
