// Nobody is asked for a version (issue 22 §4): walking every command's palette steps from nothing known
// finds no 'version' step, because each command that writes with a version says where it is read
// (commands/version-reads.ts). Each read names a query of the catalogue, and the arguments it builds from
// the command's own are ones that query accepts.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { registry, type AnyCommand } from '../../commands';
import { versionReadOf } from '../../commands/version-reads';
import { argSteps } from '../../src/web/commands/arg-walk';

const test = suite('no version step');

/** Still asked: its version is of an interview report, and no query reads a report by its own id. */
const STILL_ASKED = ['interview.editReport'];

const all = [...registry.byId.values()] as AnyCommand[];
const writesVersion = all.filter((c) => 'version' in (c.args.shape as Record<string, unknown>));

test('no command shows a version step in the palette', () => {
  const asking = all.filter((c) => argSteps(c, {}).some((s) => s.key === 'version')).map((c) => c.id);
  assert.equal(asking, STILL_ASKED);
  assert.ok(writesVersion.length > 80, `walked ${writesVersion.length} commands that take a version`);
});

test('every version read names a query and builds arguments it accepts', () => {
  // Any id argument known (1), and a focused row that names its parents.
  const fields = { provider_id: 1, staff_id: 1, position_id: 1, job_id: 1 };
  for (const command of writesVersion) {
    const read = versionReadOf(command);
    if (!read) continue;
    const query = registry.byId.get(read.command as never) as AnyCommand | undefined;
    assert.ok(query && query.kind === 'query', `${command.id} reads its version with ${read.command}, a query`);
    const known = Object.fromEntries(Object.keys(command.args.shape as Record<string, unknown>).map((k) => [k, k === 'position' ? 'Registered Nurse' : 1]));
    delete known.version;
    const args = read.args(known, fields);
    assert.ok(args, `${command.id}: the read has its arguments`);
    const parsed = query!.args.safeParse(args);
    assert.ok(parsed.success, `${command.id}: ${read.command} accepts ${JSON.stringify(args)}: ${parsed.success ? '' : parsed.error.message}`);
  }
});

test.run();
