import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { z } from 'zod';
import { commandList, defineCommand, registry } from '../../commands';
import { buildRegistry } from '../../commands/registry';

const dummy = (id: string, api?: string) =>
  defineCommand({ id, api, title: id, area: 'test', kind: api ? 'query' : 'client', args: z.strictObject({}), result: z.object({}) });

test('the catalogue builds: ids and api names are unique', () => {
  assert.is(registry.byId.size, commandList.length);
  const server = commandList.filter((c) => c.kind !== 'client');
  assert.is(registry.byApi.size, server.length);
});

test('a duplicate id is refused at start', () => {
  assert.throws(() => buildRegistry([dummy('a.b', 'x'), dummy('a.b', 'y')]), /Duplicate command id: a\.b/);
});

test('a duplicate api name is refused at start', () => {
  assert.throws(() => buildRegistry([dummy('a.one', 'same'), dummy('a.two', 'same')]), /Duplicate api name: same/);
});

test('a server command must have an api name; a client command must not', () => {
  assert.throws(() => buildRegistry([defineCommand({ id: 'q', title: 'q', area: 't', kind: 'query', args: z.strictObject({}), result: z.object({}) })]), /needs an api name/);
  assert.throws(() => buildRegistry([defineCommand({ id: 'c', api: 'c', title: 'c', area: 't', kind: 'client', args: z.strictObject({}), result: z.object({}) })]), /must not have an api name/);
});

test('every command refuses unknown keys', () => {
  for (const command of commandList) {
    const result = command.args.safeParse({ __unknown__: 1 });
    assert.not.ok(result.success, command.id);
  }
});

test('api names are snake_case and ids are noun.verb', () => {
  for (const command of commandList) {
    assert.match(command.id, /^[a-z]+\.[a-zA-Z]+$/, command.id);
    if (command.api) assert.match(command.api, /^[a-z0-9_]+$/, command.api);
  }
});

test('spec section 7 names are used for the slice', () => {
  const apis = new Set(registry.byApi.keys());
  for (const name of ['login', 'login_verify_request', 'send_login_verification_code', 'get_staff_list', 'job_applicant_list_v2', 'get_application_admin_ops', 'change_progress_status', 'change_application_archived']) {
    assert.ok(apis.has(name), name);
  }
});

test('argument sources and previews point at commands that exist', () => {
  for (const command of commandList) {
    if (command.preview) assert.ok(registry.byId.has(command.preview), `${command.id} preview`);
    for (const [field, source] of Object.entries(command.argSources ?? {})) {
      assert.ok(registry.byId.has(source!.command), `${command.id}.${field} source`);
      assert.ok(field in command.args.shape, `${command.id} has arg ${field}`);
    }
    if (command.recordArg) assert.ok(command.recordArg in command.args.shape, `${command.id} recordArg`);
  }
});

test('commands/ imports no React, DOM, database or node: modules', async () => {
  const { readdirSync, readFileSync } = await import('node:fs');
  const dir = new URL('../../commands/', import.meta.url);
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.ts'))) {
    const text = readFileSync(new URL(file, dir), 'utf8');
    const imports = [...text.matchAll(/from '([^']+)'/g)].map((m) => m[1]);
    for (const spec of imports) {
      assert.ok(spec === 'zod' || spec.startsWith('./') || spec.startsWith('../src/domain/'), `${file} imports ${spec}`);
    }
  }
});

test('no two commands share a key binding', () => {
  const seen = new Map<string, string>();
  for (const command of commandList) {
    if (!command.kbd) continue;
    for (const binding of command.kbd.split(',').map((k) => k.trim().toLowerCase())) {
      assert.not.ok(seen.has(binding), `${binding}: ${seen.get(binding)} and ${command.id}`);
      seen.set(binding, command.id);
    }
  }
});

test.run();
