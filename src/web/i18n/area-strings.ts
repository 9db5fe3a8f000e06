// Imported for its effect by the signed-in shell: the English strings of every area's screens join the
// dictionary before any of those screens renders, without being part of what the login page loads.
import { registry } from '../../../commands';
import { areasEn } from './areas-en';
import { addEnglish, setEnglishElsewhere } from './i18n';

addEnglish(areasEn);
// `command.<id>` in English is the catalogue's title (the shell loads the catalogue anyway; no second
// copy), so a route row titled by its list command (`titleKey: 'command.timesheet.commentList'`) reads
// like any title.
setEnglishElsewhere((key) => (key.startsWith('command.') ? registry.byId.get(key.slice('command.'.length))?.title : undefined));
