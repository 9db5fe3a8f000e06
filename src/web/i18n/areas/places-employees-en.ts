// English strings of the places-employees screens, read as t('placesEmployees.<key>'); places-employees-zh.ts has the same keys.
export const placesEmployeesEn = {};
