// Imported for its effect by the signed-in shell: the English strings of every area's screens join the
// dictionary before any of those screens renders, without being part of what the login page loads.
import { registry } from '../../../commands';
import { areasEn } from './areas-en';
import { addEnglish } from './i18n';

addEnglish(areasEn);
// The catalogue's titles as `command.<id>` in English too (the shell loads the catalogue anyway), so a
// route row titled by its list command (`titleKey: 'command.timesheet.commentList'`) reads like any title.
addEnglish({ command: Object.fromEntries(registry.all.map((c) => [c.id, c.title])) });
