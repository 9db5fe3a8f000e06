// A PGlite data folder made from the runner's seeded template (CC_TEST_TEMPLATE), so a suite that runs the
// server as a process skips the demo seed (a minute on a busy machine). Run alone, there is no template:
// the caller lets the server seed instead.
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pgliteExtensions } from '../../src/server/db/pglite-extensions';
import { TEMPLATE_ENV } from '../support/constants';

/** Fills `dataDir` as openDatabase lays it out (`<dataDir>/pg`); false when there is no template to copy. */
export async function dataDirFromTemplate(dataDir: string): Promise<boolean> {
  const file = process.env[TEMPLATE_ENV];
  if (!file) return false;
  mkdirSync(dataDir, { recursive: true });
  const pglite = await PGlite.create({ dataDir: path.join(dataDir, 'pg'), loadDataDir: new Blob([readFileSync(file)]), extensions: pgliteExtensions });
  await pglite.close();
  return true;
}
