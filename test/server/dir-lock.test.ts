import { mkdtempSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { configFromEnv } from '../../src/server/config';
import { acquireDirLock } from '../../src/server/db/dir-lock';

test('a second lock on the same data folder is refused with a clear message', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'cc-lock-'));
  const lock = acquireDirLock(dir);
  writeFileSync(path.join(dir, 'lock'), String(process.ppid)); // pretend another live process holds it
  assert.throws(() => acquireDirLock(dir), /in use by process/);
  writeFileSync(path.join(dir, 'lock'), String(process.pid));
  lock.release();
  assert.not.ok(existsSync(path.join(dir, 'lock')));
});

test('a lock left by a dead process (kill -9) is taken over', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'cc-lock-'));
  writeFileSync(path.join(dir, 'lock'), '999999');
  const lock = acquireDirLock(dir);
  assert.is(readFileSync(path.join(dir, 'lock'), 'utf8'), String(process.pid));
  lock.release();
});

test('configuration is read from the environment with defaults and clear errors', () => {
  const config = configFromEnv({} as NodeJS.ProcessEnv);
  assert.is(config.port, 8080);
  assert.is(config.dataDir, './data');
  assert.is(config.loginVerification, 'off');
  assert.is(config.adminEmail, 'admin@example.com');
  assert.is(config.adminPassword, undefined);
  assert.throws(() => configFromEnv({ PORT: 'eighty' } as NodeJS.ProcessEnv), /PORT must be a positive whole number, got 'eighty'/);
  assert.throws(() => configFromEnv({ LOGIN_VERIFICATION: 'sometimes' } as NodeJS.ProcessEnv), /LOGIN_VERIFICATION must be one of off, always/);
  assert.throws(() => configFromEnv({ SEED_SCALE: 'huge' } as NodeJS.ProcessEnv), /SEED_SCALE must be one of demo, large, none/);
});

test.run();
