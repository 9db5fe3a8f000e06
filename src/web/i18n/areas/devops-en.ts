// English strings of the devops screens, read as t('devops.<key>'); devops-zh.ts has the same keys.
export const devopsEn = {};
