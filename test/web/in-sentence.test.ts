// Labels inside English sentences read as words: the palette's text step said 'Type the Message'.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { inSentence } from '../../src/web/i18n/in-sentence';
import { t } from '../../src/web/i18n/i18n';
import '../../src/web/i18n/palette-strings';
import { argLabel } from '../../src/web/commands/arg-label';

const test = suite('labels in a sentence');

test('the palette asks for a typed value in lower case, acronyms kept', () => {
  assert.is(t('palette.typeValue', { label: inSentence(argLabel(t, 'message')) }), 'Type the message');
  assert.is(t('palette.chooseValue', { label: inSentence(argLabel(t, 'status')) }), 'Choose the status');
  assert.is(inSentence('API key'), 'API key');
  assert.is(inSentence('ABN'), 'ABN');
  assert.is(inSentence('Disable request'), 'disable request');
  assert.is(inSentence('电话'), '电话');
});

test.run();
