// What the tiers matched for the texts typed lately, per list: a text typed further can only match
// among those (see match.ts). Kept as a Map of the last MEMO_LIMIT texts would be (the oldest goes
// first, a text remembered again keeps its place), in a ring of slots: each slot's text's first letter
// and length sit in two small arrays, so looking through the slots reads those, and only the texts
// they leave (the same first letter; a fitting length) as strings.

const MEMO_LIMIT = 64;
const NONE: number[] = [];

export class TierMemo {
  private readonly texts: string[] = new Array(MEMO_LIMIT).fill('');
  private readonly matches: number[][] = new Array(MEMO_LIMIT).fill(NONE);
  private readonly firsts = new Int32Array(MEMO_LIMIT);
  /** 0 for a slot not in use. */
  private readonly lengths = new Int32Array(MEMO_LIMIT);
  /** The oldest text's slot, and how many are held (from there on, round the ring). */
  private oldest = 0;
  private held = 0;

  /** The matches of the longest remembered text `q` starts with (`q` itself included), if any. */
  longestStart(q: string): number[] | undefined {
    const first = q.charCodeAt(0);
    const { texts, firsts, lengths } = this;
    let best = -1;
    let bestLength = 0;
    // Every slot, in any order: two texts of one length both starting `q` are one text.
    for (let slot = 0; slot < MEMO_LIMIT; slot++) {
      if (firsts[slot] === first && lengths[slot] > bestLength && lengths[slot] <= q.length && q.startsWith(texts[slot])) {
        best = slot;
        bestLength = lengths[slot];
      }
    }
    return best === -1 ? undefined : this.matches[best];
  }

  remember(q: string, matched: number[]): void {
    if (this.held >= MEMO_LIMIT) {
      this.forget(this.oldest);
      this.oldest = (this.oldest + 1) % MEMO_LIMIT;
      this.held--;
    }
    const first = q.charCodeAt(0);
    for (let slot = 0; slot < MEMO_LIMIT; slot++) {
      if (this.firsts[slot] === first && this.lengths[slot] === q.length && this.texts[slot] === q) {
        this.matches[slot] = matched;
        return;
      }
    }
    const slot = (this.oldest + this.held++) % MEMO_LIMIT;
    this.texts[slot] = q;
    this.matches[slot] = matched;
    this.firsts[slot] = first;
    this.lengths[slot] = q.length;
  }

  private forget(slot: number): void {
    this.texts[slot] = '';
    this.matches[slot] = NONE;
    this.lengths[slot] = 0;
  }
}
