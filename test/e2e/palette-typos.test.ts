// The palette forgives typos at least as well as the header search (Fuse, threshold 0.4) and ranks the
// intended page first: a table of typed mistakes, then every dropped letter and swapped pair (and,
// for long words, two of them) in every page title the header search finds, which the palette must
// find too. And what a command needing a record says when nothing is focused.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { rankTop } from '../../src/web/palette/match';
import { navigateItems } from '../../src/web/palette/palette-items';
import { hintsFor, recordHintItems } from '../../src/web/palette/record-hints';
import { allowedTypos, prefixTypoDistance } from '../../src/web/palette/typo-distance';
import { tEnglish } from '../../src/web/i18n/i18n';
import '../../src/web/i18n/area-strings';
import { permittedRoutes } from '../../src/web/routes/permitted-routes';
import { routeSearchIndex } from '../../src/web/shell/route-search';
import { session } from '../../src/web/state/session';

session.user = { id: 1, name: 'Admin', email: 'admin@example.com', avatar: '', account_type: 'super_account', roles: ['admin'] } as typeof session.user;
const pages = navigateItems();
const paletteRoutes = (query: string) => rankTop(pages, query, () => 0, 8).items.map((i) => ('route' in i.target ? i.target.route : ''));

test('typo distance: a dropped letter, a swapped pair and the rest of the word', () => {
  assert.is(prefixTypoDistance('aplicatns', 'applicants', 3), 2, 'a dropped p and a swapped tn');
  assert.is(prefixTypoDistance('applciants', 'applicants', 3), 1);
  assert.is(prefixTypoDistance('appl', 'applicants', 1), 0, 'a prefix is no typo');
  assert.is(prefixTypoDistance('zzzz', 'applicants', 1), 2, 'past the allowance it stops at max + 1');
  assert.is(allowedTypos(3), 0, 'a short word must be typed right');
  assert.is(allowedTypos(9), 3);
});

const TYPOS: [string, string][] = [
  ['aplicatns', '/staff/applicants'],
  ['aplicants', '/staff/applicants'],
  ['applciants', '/staff/applicants'],
  ['applicnats', '/staff/applicants'],
  ['provders', '/provider/providers/enable'],
  ['enabeld staff', '/staff/enabled-staff'],
  ['enabled stfaf', '/staff/enabled-staff'],
  ['job aplications', '/job/applications'],
  ['dashbaord', '/dashboard'],
  ['payslps', '/account/payslip'],
];

test('a table of typos: the intended page ranks first', () => {
  for (const [query, route] of TYPOS) assert.is(paletteRoutes(query)[0], route, `'${query}' → ${paletteRoutes(query).join(', ') || 'nothing'}`);
});

const dropsAndSwaps = (word: string): string[] => {
  const out = new Set<string>();
  for (let i = 0; i < word.length; i++) out.add(word.slice(0, i) + word.slice(i + 1));
  for (let i = 0; i + 1 < word.length; i++) out.add(word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2));
  out.delete(word);
  return [...out];
};

test('at least as forgiving as the header search: every typo it finds first, the palette finds', () => {
  const routes = permittedRoutes(['admin']).filter((r) => !r.hidden);
  const fuse = routeSearchIndex(routes);
  let checked = 0;
  const missed: string[] = [];
  for (const route of routes) {
    for (const word of tEnglish(route.titleKey).toLowerCase().split(/\s+/)) {
      if (word.length < 5) continue;
      const once = dropsAndSwaps(word);
      const typos = new Set(word.length >= 8 ? [...once, ...once.flatMap(dropsAndSwaps)] : once);
      for (const typo of typos) {
        if (fuse.search(typo)[0]?.item.path !== route.path) continue;
        checked++;
        if (!paletteRoutes(typo).includes(route.path)) missed.push(`${typo} (${route.path})`);
      }
    }
  }
  assert.ok(checked > 1000, `enough typos to mean something (${checked})`);
  assert.equal(missed, [], `the header search finds these, the palette does not: ${missed.slice(0, 10).join(', ')}`);
});

test('a command that needs a record nobody focused says what to focus when its name is typed', () => {
  const hints = recordHintItems();
  const [shortlist] = hintsFor(hints, 'shortlist');
  assert.ok(shortlist, 'a hint for shortlist');
  assert.is(shortlist.title, 'Shortlist needs an application: focus one in Jobs › Applications or search it here');
  assert.is('command' in shortlist.target && shortlist.target.command.id, 'application.changeStatus', 'choosing it starts the status change');
  assert.is(hintsFor(hints, 'complete rec').length, 1, 'one hint per text');
  assert.equal(hintsFor(hints, 'zzz'), []);
});

test.run();
