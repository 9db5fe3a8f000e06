// A small seeded PRNG (sfc32) and the draws the seed needs. Every table gets its own named stream,
// so changing how one table is generated never shifts the rows of another.

/** cyrb128: turns a label into four 32-bit words, enough state for sfc32. */
function hashSeed(label: string): [number, number, number, number] {
  let h1 = 1779033703, h2 = 3144134277, h3 = 1013904242, h4 = 2773480762;
  for (let i = 0; i < label.length; i++) {
    const k = label.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  h1 ^= h2 ^ h3 ^ h4;
  return [h1 >>> 0, (h2 ^ h1) >>> 0, (h3 ^ h1) >>> 0, (h4 ^ h1) >>> 0];
}

export type Weighted<T> = readonly (readonly [value: T, weight: number])[];

export class Rng {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  constructor(label: string) {
    [this.a, this.b, this.c, this.d] = hashSeed(label);
    // The first outputs of sfc32 still echo the seed; discard them.
    for (let i = 0; i < 15; i++) this.next();
  }

  /** Uniform in [0, 1). */
  next(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return (t >>> 0) / 4294967296;
  }

  /** Integer in [min, max], both ends included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  /** Float in [min, max). */
  float(min: number, max: number): number {
    return min + this.next() * (max - min);
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)];
  }

  weighted<T>(entries: Weighted<T>): T {
    return weightedPicker(entries)(this);
  }

  /** Fisher–Yates in place; returns the same array for chaining. */
  shuffle<T>(items: T[]): T[] {
    for (let i = items.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      const swap = items[i];
      items[i] = items[j];
      items[j] = swap;
    }
    return items;
  }
}

/** Precomputes the cumulative weights once, for draws inside loops of 100,000 rows. */
export function weightedPicker<T>(entries: Weighted<T>): (rng: Rng) => T {
  const values = entries.map(([value]) => value);
  const cumulative: number[] = [];
  let total = 0;
  for (const [, weight] of entries) cumulative.push((total += weight));
  return (rng) => {
    const target = rng.next() * total;
    let lo = 0;
    let hi = cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cumulative[mid] > target) hi = mid;
      else lo = mid + 1;
    }
    return values[lo];
  };
}

/**
 * Exact counts per value that sum to `total`, each at least `min`, the rest shared by weight
 * (largest remainders first). Guarantees coverage where independent draws only make it likely.
 */
export function quotaCounts<T>(entries: Weighted<T>, total: number, min: number): Map<T, number> {
  const spare = total - min * entries.length;
  if (spare < 0) throw new Error(`quotaCounts: ${total} rows cannot hold ${min} of each of ${entries.length} values`);
  const weightSum = entries.reduce((sum, [, weight]) => sum + weight, 0);
  const shares = entries.map(([value, weight], index) => {
    const exact = (spare * weight) / weightSum;
    return { value, index, count: min + Math.floor(exact), remainder: exact - Math.floor(exact) };
  });
  let left = total - shares.reduce((sum, share) => sum + share.count, 0);
  for (const share of [...shares].sort((x, y) => y.remainder - x.remainder || x.index - y.index)) {
    if (left-- <= 0) break;
    share.count++;
  }
  return new Map(shares.map((share) => [share.value, share.count]));
}

/** The quota laid out and shuffled: one value per row, in random order. */
export function quotaSequence(rng: Rng, entries: Weighted<number>, total: number, min: number): Int32Array {
  const out = new Int32Array(total);
  let at = 0;
  for (const [value, count] of quotaCounts(entries, total, min)) out.fill(value, at, (at += count));
  for (let i = total - 1; i > 0; i--) {
    const j = Math.floor(rng.next() * (i + 1));
    const swap = out[i];
    out[i] = out[j];
    out[j] = swap;
  }
  return out;
}
