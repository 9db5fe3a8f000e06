// Every argument of every catalogue command has a name for people in both languages (issue 22 §6: zh
// showed '请输入Body' and English From/To on timesheets, because argLabel fell back to the English key).
// English reads as words (no key, no 'id', abbreviations in capitals); Chinese has no ASCII letters but
// the few proper nouns and abbreviations of the allow-list.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { registry } from '../../commands';
import '../../src/web/i18n/area-strings';
import { argLabel } from '../../src/web/commands/arg-label';
import { argLabelTablesZh } from '../../src/web/i18n/arg-labels/arg-labels-zh';
import { t } from '../../src/web/i18n/i18n';
import { setLanguage } from '../../src/web/state/settings';

const test = suite('argument labels');

/** The keys of the objects inside an argument (a list of scores, a target's rows), at any depth. */
function nestedKeys(schema: unknown, inside: boolean, into: Set<string>): Set<string> {
  const def = (schema as { _zod?: { def?: Record<string, any> } } | undefined)?._zod?.def;
  if (!def) return into;
  if ('innerType' in def) return nestedKeys(def.innerType, inside, into);
  if (def.type === 'pipe') return nestedKeys(def.in, inside, into);
  if (def.type === 'array') return nestedKeys(def.element, true, into);
  if (def.type === 'record') return nestedKeys(def.valueType, true, into);
  if (def.type === 'union') for (const option of def.options) nestedKeys(option, inside, into);
  if (def.type === 'object') {
    for (const [key, field] of Object.entries(def.shape as Record<string, unknown>)) {
      if (inside) into.add(key);
      nestedKeys(field, true, into);
    }
  }
  return into;
}

const topKeys = registry.all.flatMap((c) => Object.keys(c.args.shape as Record<string, unknown>));
const innerKeys = [...registry.all.reduce((keys, c) => {
  for (const field of Object.values(c.args.shape as Record<string, unknown>)) nestedKeys(field, false, keys);
  return keys;
}, new Set<string>())];
// The fields inside list and object arguments are named too (issue 22 §6: a report's 'Criterion', a region's 'Width').
const argKeys = [...new Set([...topKeys, ...innerKeys])].sort();
const CJK = /[\u3400-\u9fff]/;
/** Words a Chinese label may keep in Latin letters: abbreviations and names a translator would not translate. */
const LATIN_IN_ZH = ['API', 'BSB', 'CSV', 'NDIS', 'SEEK', 'SMS', 'ABN', 'USI', 'UTM'];
const ABBREVIATIONS = /\b(id|url|csv|bsb|usi|ndis|api|sms|abn|utm|covid)s?\b/gi;

const labels = async (language: 'en' | 'zh') => {
  await setLanguage(language);
  return new Map(argKeys.map((key) => [key, argLabel(t, key)]));
};

test('the catalogue has the arguments this test is about', () => {
  assert.ok(argKeys.length > 300, `${argKeys.length} argument keys`);
  for (const key of ['body', 'from', 'to', 'status', 'worked_break_minutes']) assert.ok(argKeys.includes(key), key);
  // Fields that appear only inside a list argument.
  for (const key of ['criterion', 'question', 'width', 'parent_path', 'seek_role']) assert.ok(innerKeys.includes(key) && !topKeys.includes(key), key);
});

test('every argument reads as words in English', async () => {
  const en = await labels('en');
  const bad = argKeys.filter((key) => {
    const label = en.get(key)!;
    if (!label.trim() || label.includes('_') || /[a-z][A-Z]/.test(label) || label === key && key.includes('_')) return true;
    // 'Admin note id', 'Bank bsb', 'Csv': an id that is not a record kind, or an abbreviation not in capitals.
    return [...label.matchAll(ABBREVIATIONS)].some(([, stem]) => stem !== stem!.toUpperCase());
  });
  assert.equal(bad.map((key) => `${key}: ${en.get(key)}`), [], 'English labels that read as code');
  assert.is(en.get('bank_bsb'), 'BSB');
  assert.is(en.get('admin_note_id'), 'Admin note');
  assert.is(en.get('body'), 'Body');
});

test('every argument has a Chinese label, with Latin letters only for the allow-list', async () => {
  const zh = await labels('zh');
  const missing = argKeys.filter((key) => !CJK.test(zh.get(key)!));
  assert.equal(missing, [], 'arguments without a Chinese label');
  const latin = argKeys.filter((key) => {
    const rest = LATIN_IN_ZH.reduce((text, word) => text.replaceAll(word, ''), zh.get(key)!);
    return /[A-Za-z]/.test(rest);
  });
  assert.equal(latin.map((key) => `${key}: ${zh.get(key)}`), [], 'Chinese labels with English words');
  assert.is(t('palette.typeValue', { label: zh.get('body')! }), '请输入正文');
  assert.is(zh.get('from'), '起始日期');
  assert.is(zh.get('to'), '截止日期');
  await setLanguage('en');
});

test('no argument is in two of the Chinese tables (the later one would win unseen)', () => {
  const seen = new Map<string, number>();
  const twice: string[] = [];
  argLabelTablesZh.forEach((table, index) => {
    for (const key of Object.keys(table)) {
      if (seen.has(key)) twice.push(`${key} (tables ${seen.get(key)} and ${index})`);
      seen.set(key, index);
    }
  });
  assert.equal(twice, []);
});

test.run();
