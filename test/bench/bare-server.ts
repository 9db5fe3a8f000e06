/**
 * The baseline our overhead is measured against: bare Hono on the same driver, one primary-key select
 * per POST, no auth, no validation, no envelope work beyond JSON.
 */
import { serve } from '@hono/node-server';
import { PGlite } from '@electric-sql/pglite';
import { Hono } from 'hono';
import pg from 'pg';
import { pgliteExtensions } from '../../src/server/db/pglite-extensions';

const port = Number(process.env.PORT);
let query: (id: number) => Promise<unknown>;
if (process.env.DATABASE_URL) {
  const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
  query = async (id) => (await pool.query('select id, first_name, surname, email, phone, status from staff where id = $1', [id])).rows[0];
} else {
  const db = await PGlite.create({ dataDir: `${process.env.DATA_DIR}/pg`, extensions: pgliteExtensions });
  query = async (id) => (await db.query('select id, first_name, surname, email, phone, status from staff where id = $1', [id])).rows[0];
}
const app = new Hono();
app.post('/bare', async (c) => {
  const { id } = await c.req.json();
  return c.json({ err: 0, msg: 'ok', data: await query(id) });
});
serve({ fetch: app.fetch, port, hostname: '127.0.0.1' }, () => console.log('ready'));
