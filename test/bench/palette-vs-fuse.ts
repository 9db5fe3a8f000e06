/**
 * `npx tsx test/bench/palette-vs-fuse.ts` (also part of `npm run bench`): the palette's matcher against
 * Fuse.js set up as the spec's header search (threshold 0.4, keys title and path) on the same pages and
 * commands and the same labelled queries (test/support/palette-labelled.ts, typos and Chinese included).
 * Prints, per query and in total, the time per search of each (warm: many rounds after a warm-up, the
 * queries taken in turn so no query finds its own answer remembered) and how often each ranks the
 * intended item first. Issue 13's target: ≥ 20× faster with at least as many first places.
 */
import { LABELLED, fuseFirst, fuseIndex, paletteFirst, paletteLists, targetOf, type Labelled, type Language } from '../support/palette-labelled';

const ROUNDS = Number(process.env.BENCH_ROUNDS || 300);
const WARMUP = 30;
const VERBOSE = process.env.BENCH_VERBOSE !== '0';

interface Row { query: Labelled; oursNs: number; fuseNs: number; oursFirst: boolean; fuseFirst: boolean }

async function measure(language: Language): Promise<Row[]> {
  const lists = await paletteLists(language);
  const fuse = fuseIndex(lists);
  const queries = LABELLED.filter((l) => l.language === language);
  const rows: Row[] = queries.map((query) => ({
    query,
    oursNs: 0,
    fuseNs: 0,
    oursFirst: targetOf(paletteFirst(lists, query.query) ?? lists.all[0]) === query.target && paletteFirst(lists, query.query) !== undefined,
    fuseFirst: fuseFirst(fuse, query.query) === query.target,
  }));
  // Both sides do what a keystroke does: the palette ranks its two lists (8 each), Fuse answers 8.
  let sink = 0;
  for (let round = 0; round < WARMUP + ROUNDS; round++) {
    const timed = round >= WARMUP;
    for (const row of rows) {
      const q = row.query.query;
      let t0 = process.hrtime.bigint();
      sink += paletteFirst(lists, q) ? 1 : 0;
      let t1 = process.hrtime.bigint();
      if (timed) row.oursNs += Number(t1 - t0);
      t0 = process.hrtime.bigint();
      sink += fuse.search(q, { limit: 8 }).length;
      t1 = process.hrtime.bigint();
      if (timed) row.fuseNs += Number(t1 - t0);
    }
  }
  if (sink < 0) console.log(sink);
  for (const row of rows) {
    row.oursNs /= ROUNDS;
    row.fuseNs /= ROUNDS;
  }
  return rows;
}

const us = (ns: number) => `${(ns / 1000).toFixed(1)} µs`;

const rows = [...(await measure('en')), ...(await measure('zh'))];
console.log(`\nPalette matcher vs Fuse.js (header search set-up), ${rows.length} labelled queries, ${ROUNDS} rounds`);
if (VERBOSE) {
  console.log(`  ${'query'.padEnd(28)} ${'ours'.padStart(9)} ${'Fuse'.padStart(9)} ${'ratio'.padStart(7)}  first (ours/Fuse)`);
  for (const r of rows) {
    const label = `${r.query.language === 'zh' ? '[zh] ' : ''}${r.query.query}`;
    console.log(`  ${label.padEnd(28)} ${us(r.oursNs).padStart(9)} ${us(r.fuseNs).padStart(9)} ${`${(r.fuseNs / r.oursNs).toFixed(1)}×`.padStart(7)}  ${r.oursFirst ? '✓' : '✗'} / ${r.fuseFirst ? '✓' : '✗'}`);
  }
}
const oursTotal = rows.reduce((s, r) => s + r.oursNs, 0);
const fuseTotal = rows.reduce((s, r) => s + r.fuseNs, 0);
const ratios = rows.map((r) => r.fuseNs / r.oursNs).sort((a, b) => a - b);
const oursHits = rows.filter((r) => r.oursFirst).length;
const fuseHits = rows.filter((r) => r.fuseFirst).length;
const ratio = fuseTotal / oursTotal;
console.log(`  total per pass          ours ${us(oursTotal)}, Fuse ${us(fuseTotal)}: ${ratio.toFixed(1)}× faster (target ≥ 20×); per query min ${ratios[0].toFixed(1)}×, median ${ratios[Math.floor(ratios.length / 2)].toFixed(1)}×`);
console.log(`  intended item first     ours ${oursHits}/${rows.length}, Fuse ${fuseHits}/${rows.length} (target: ours ≥ Fuse)`);
console.log(`  verdict                 ${ratio >= 20 && oursHits >= fuseHits ? 'MET' : 'NOT MET'}\n`);
