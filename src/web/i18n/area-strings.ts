// Imported for its effect by the signed-in shell: the English strings of every area's screens join the
// dictionary before any of those screens renders, without being part of what the login page loads.
import { areasEn } from './areas-en';
import { addEnglish } from './i18n';

addEnglish(areasEn);
