// 'staf.list' → 'staff.list': the known words closest to a mistyped one, by edits (insert, delete,
// substitute, swap two neighbours), within about two edits in five letters.

function distance(a: string, b: string): number {
  const rows = [new Array<number>(b.length + 1).fill(0), Array.from({ length: b.length + 1 }, (_, j) => j), new Array<number>(b.length + 1).fill(0)];
  for (let i = 1; i <= a.length; i++) {
    const [before, prev] = [rows[0], rows[1]];
    const cur = rows[2];
    cur[0] = i;
    for (let j = 1; j <= b.length; j++) {
      let d = Math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, before[j - 2] + 1);
      cur[j] = d;
    }
    rows.push(rows.shift()!);
  }
  return rows[1][b.length];
}

/** Up to `limit` words of `known` nearest to `typed` (case aside), nearest first; none if all are far. */
export function nearestWords(typed: string, known: readonly string[], limit = 3): string[] {
  const word = typed.toLowerCase();
  const allowed = Math.max(1, Math.floor(word.length * 0.4));
  return [...new Set(known)]
    .map((k) => ({ k, d: distance(word, k.toLowerCase()) }))
    .filter((x) => x.d <= allowed)
    .sort((x, y) => x.d - y.d || x.k.localeCompare(y.k))
    .slice(0, limit)
    .map((x) => x.k);
}
