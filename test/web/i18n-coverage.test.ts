// Chinese covers what people read: every catalogue command title, route title, spec §3 enum label and the
// §9 relative times, looked up the way the console does (t, enumLabel, commandTitle after loading the zh chunk).
// English titles come from the catalogue only, and every literal key the console asks for exists in English.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { registry } from '../../commands';
import * as domainEnums from '../../src/domain/enums';
import { allEnums, staffStatus, timeZoneOffsets, type Enum, type EnumCodeValue } from '../../src/domain/enums';
import { commandTitle } from '../../src/web/commands/dispatcher';
import { areasEn } from '../../src/web/i18n/areas-en';
import '../../src/web/i18n/area-strings';
import { en } from '../../src/web/i18n/en';
import { enumLabelsZh } from '../../src/web/i18n/enum-labels-zh';
import { enumLabel, t } from '../../src/web/i18n/i18n';
import { paletteStringsEn } from '../../src/web/i18n/palette-strings';
import { timeAgoLong, timeAgoShort } from '../../src/web/i18n/time-ago';
import { routeTable, routeTree } from '../../src/web/routes/route-table';
import type { RouteNode } from '../../src/web/routes/route-types';
import { setLanguage, settings } from '../../src/web/state/settings';

const test = suite('i18n coverage');
const CJK = /[\u3400-\u9fff]/;
const hasChinese = (text: string) => text.trim() !== '' && CJK.test(text);

const treeTitleKeys = (nodes: readonly RouteNode[]): string[] => nodes.flatMap((n) => [n.titleKey, ...treeTitleKeys(n.children ?? [])]);
const routeTitleKeys = [...new Set([...routeTable.map((r) => r.titleKey), ...treeTitleKeys(routeTree)])];

const S = 1000;
const M = 60 * S;
const H = 60 * M;
const D = 24 * H;
const now = new Date(2024, 5, 15, 12, 0, 0).getTime(); // 15 June 2024, 12:00 local

test('English command titles are the catalogue titles; en.ts keeps no second copy', async () => {
  await setLanguage('en');
  assert.not.ok('command' in en, 'en.ts has no command block');
  for (const command of registry.all) assert.is(commandTitle(command), command.title, command.id);
  assert.is(enumLabel(staffStatus, 2), 'Application received', 'spec identifiers read as words in English');
  assert.is(enumLabel(timeZoneOffsets, 9.5), 'ACST');
  assert.is(timeAgoShort(now - 5 * M, now), '5m');
});

test('every catalogue command has a Chinese title', async () => {
  await setLanguage('zh');
  assert.is(settings.language, 'zh');
  const missing = registry.all.filter((c) => !hasChinese(commandTitle(c))).map((c) => c.id);
  assert.equal(missing, [], 'commands without zh');
  assert.ok(registry.all.length >= 30, `${registry.all.length} commands`);
});

test('every route title in the route table and tree has Chinese', async () => {
  await setLanguage('zh');
  assert.ok(routeTitleKeys.length > 50, `${routeTitleKeys.length} title keys`);
  const missing = routeTitleKeys.filter((key) => !hasChinese(t(key)));
  assert.equal(missing, [], 'route titles without zh');
});

test('every code of every spec §3 enum has a Chinese label', async () => {
  await setLanguage('zh');
  // allEnums is what the check walks; it must list every enum the domain exports (the zh table's type does).
  const exported = Object.values(domainEnums as Record<string, unknown>).filter((v): v is Enum<EnumCodeValue> => typeof v === 'object' && v !== null && !Array.isArray(v) && 'entries' in v && 'name' in v);
  assert.equal(exported.map((e) => e.name).sort(), allEnums.map((e) => e.name).sort(), 'allEnums lists every exported enum');
  assert.equal(Object.keys(enumLabelsZh).sort(), allEnums.map((e) => e.name).sort(), 'one zh table per enum, by its name');
  assert.ok(allEnums.length >= 36, `${allEnums.length} enums`);
  const missing: string[] = [];
  for (const e of allEnums) for (const code of e.codes) if (!hasChinese(enumLabel(e, code))) missing.push(`${e.name}.${code}`);
  assert.equal(missing, [], 'enum codes without zh');
  // Codes holding a dot are found by the string keys the palette and forms use too.
  assert.is(t('enum.timeZoneOffsets.9.5', undefined, 'ACST'), enumLabel(timeZoneOffsets, 9.5));
  assert.ok(hasChinese(t('enum.timeZoneOffsets.8.75')));
});

test('relative times in Chinese, for every spec §9 case', async () => {
  await setLanguage('zh');
  const short = (diff: number) => timeAgoShort(now - diff, now);
  const long = (diff: number) => timeAgoLong(now - diff, now);
  assert.equal(
    [short(0), short(59 * S), short(5 * M), short(3 * H), short(2 * D), short(89 * D), short(90 * D), short(400 * D)],
    ['刚刚', '刚刚', '5 分钟前', '3 小时前', '2 天前', '89 天前', '超过 90 天', '超过 90 天'],
  );
  assert.equal(
    [long(0), long(29 * S), long(M), long(5 * M), long(H), long(23 * H), long(D), long(30 * H), long(2 * D)],
    ['刚刚', '刚刚', '1 分钟前', '5 分钟前', '1 小时前', '23 小时前', '昨天 12:00', '昨天 06:00', '06-13 12:00'],
  );
  assert.is(timeAgoLong(new Date(2023, 11, 31, 23, 59).getTime(), now), '2023-12-31 23:59', 'another year shows it');
  assert.is(timeAgoLong(new Date(2024, 0, 2, 8, 5).getTime(), now), '01-02 08:05', 'this year omits it');
  await setLanguage('en');
  assert.is(timeAgoLong(now - 30 * H, now), 'Yesterday 06:00', 'back in English');
});

test("every literal key the console passes to t() exists in English (nothing reads a removed 'command.*' key)", () => {
  const english: Record<string, unknown> = { ...en, ...areasEn, ...paletteStringsEn };
  const root = path.resolve(import.meta.dirname, '../../src/web');
  const files = (dir: string): string[] =>
    readdirSync(dir).flatMap((entry) => {
      const full = path.join(dir, entry);
      return statSync(full).isDirectory() ? files(full) : /\.tsx?$/.test(entry) ? [full] : [];
    });
  const missing: string[] = [];
  let seen = 0;
  for (const file of files(root)) {
    for (const [, key] of readFileSync(file, 'utf8').matchAll(/\bt\(\s*'([A-Za-z][\w.]*)'/g)) {
      seen++;
      const text = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], english);
      if (typeof text !== 'string') missing.push(`${path.relative(root, file)}: ${key}`);
    }
  }
  assert.ok(seen > 100, `${seen} literal keys read`);
  assert.equal(missing, [], 'keys without English');
});

test.run();
