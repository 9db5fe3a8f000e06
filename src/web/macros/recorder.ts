// Recording: `q` (macro.record) starts; the commands run from then on (palette, keys, screens) are kept
// by the command history as always; `q` again stops and opens the steps as a new macro to edit and save.
import { proxy } from 'valtio';
import { openDialog } from '../dialogs/dialog-store';
import { t } from '../i18n/i18n';
import { commandHistory } from '../state/command-history';
import { toast } from '../state/toasts';
import { macroTextFrom } from './record-to-text';
import { formatWhen } from '../ui/date-format';

export const recorder = proxy({ recording: false, from: 0 });

export function toggleRecording(): void {
  if (!recorder.recording) {
    recorder.recording = true;
    recorder.from = Date.now(); // by time: the history drops its oldest entries past its limit
    toast(t('macros.recordingStarted'), 'info');
    return;
  }
  recorder.recording = false;
  const entries = commandHistory.entries.filter((e) => e.at >= recorder.from);
  const text = macroTextFrom(entries, t('macros.recordedName', { time: formatWhen(new Date(), { timeStyle: 'medium' }) }));
  if (!/^\w+\.\w+/m.test(text.split('\n').filter((l) => !l.startsWith('@')).join('\n'))) {
    toast(t('macros.recordedNothing'), 'info');
    return;
  }
  openDialog('macros', { text });
}
