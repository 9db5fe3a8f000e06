// An extractive summariser for screening conversations: TextRank over TF-IDF sentence vectors. Every
// sentence is a node, edges weigh how much two sentences share (cosine of their TF-IDF vectors), and
// PageRank finds the sentences the rest of the conversation keeps coming back to. The best are kept in
// conversation order. Deterministic: no randomness, ties go to the earlier sentence.
import type { ConversationMessage } from './ai';

export interface Sentence {
  text: string;
  sender: ConversationMessage['sender'];
  /** Index of the message it came from. */
  message: number;
}

export interface RankedSentence extends Sentence {
  score: number;
}

// Abbreviations whose full stop does not end a sentence (lower case, without the stop).
const ABBREVIATIONS = new Set(['cert', 'dr', 'mr', 'mrs', 'ms', 'st', 'rd', 'ave', 'no', 'approx', 'e.g', 'i.e', 'etc', 'a.m', 'p.m', 'vs', 'dept', 'mt', 'qld', 'nsw', 'vic']);

/** Words that start a sentence after an abbreviation's full stop. */
const SENTENCE_STARTERS = new Set(['I', "I'm", "I've", 'My', 'We', 'The', 'It', "It's", 'That', 'This', 'Yes', 'No', 'And', 'But', 'So', 'Thanks', 'Can', 'Do', 'Are', 'Is']);

/** Splits a message into sentences at . ! ? and line breaks, keeping abbreviations and decimals whole. */
export function splitSentences(text: string): string[] {
  const out: string[] = [];
  for (const line of text.split(/\n+/)) {
    let start = 0;
    const re = /[.!?]+(?=\s+|$)/g;
    let m: RegExpExecArray | null;
    while ((m = re.exec(line))) {
      const before = line.slice(start, m.index);
      const lastWord = /([A-Za-z.]+)$/.exec(before)?.[1]?.toLowerCase() ?? '';
      const next = line.slice(m.index + m[0].length).trimStart();
      // 'Cert. III', 'Dr. Singh' and 'a 7 a.m. start' go on, unless a new sentence plainly starts ('… St. I …').
      if (m[0] === '.' && ABBREVIATIONS.has(lastWord) && !SENTENCE_STARTERS.has(/^[A-Za-z']+/.exec(next)?.[0] ?? '')) continue;
      const sentence = line.slice(start, m.index + m[0].length).trim();
      if (sentence) out.push(sentence);
      start = m.index + m[0].length;
    }
    const rest = line.slice(start).trim();
    if (rest) out.push(rest);
  }
  return out;
}

// Function words and the small talk of a phone screen: they join sentences without saying anything.
const STOPWORDS = new Set(
  `a about above after again against all am an and any are as at be because been before being below between both but by
  can could did do does doing down during each few for from further had has have having he her here hers herself him
  himself his how i if in into is it its itself just me more most my myself no nor not of off on once only or other our
  ours ourselves out over own same she should so some such than that the their theirs them themselves then there these
  they this those through to too under until up very was we were what when where which while who whom why will with
  would you your yours yourself yourselves i'm i've i'd i'll you're you've we're we'll that's it's don't didn't can't
  won't isn't wasn't hi hello hey thanks thank cheers yes yeah yep no nope ok okay great sure please sounds good lovely
  perfect awesome right well also really just get got let know think like bit much many lot one two also would could
  will shall may might must today tomorrow now then still ever even`.split(/\s+/),
);

/** A light suffix stripper: 'shifts'/'shift', 'working'/'work', 'worked'/'work' meet. */
export function stem(word: string): string {
  if (word.length <= 4) return word;
  if (word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.endsWith('ing') && word.length > 6) return word.slice(0, -3);
  if (word.endsWith('ed') && word.length > 5) return word.slice(0, -2);
  if (word.endsWith('s') && !word.endsWith('ss')) return word.slice(0, -1);
  return word;
}

/** The content words of a sentence, stemmed. */
export function terms(sentence: string): string[] {
  return (sentence.toLowerCase().match(/[a-z0-9][a-z0-9']*/g) ?? [])
    .map((w) => w.replace(/'s$/, ''))
    .filter((w) => !STOPWORDS.has(w) && (w.length > 1 || /\d/.test(w)))
    .map(stem);
}

type Vector = Map<string, number>;

function tfidfVectors(docs: readonly string[][]): Vector[] {
  const df = new Map<string, number>();
  for (const doc of docs) for (const term of new Set(doc)) df.set(term, (df.get(term) ?? 0) + 1);
  const n = docs.length;
  return docs.map((doc) => {
    const v: Vector = new Map();
    for (const term of doc) v.set(term, (v.get(term) ?? 0) + 1);
    for (const [term, tf] of v) v.set(term, (tf / doc.length) * (Math.log((n + 1) / ((df.get(term) ?? 0) + 1)) + 1));
    return v;
  });
}

export function cosine(a: Vector, b: Vector): number {
  let dot = 0;
  let na = 0;
  let nb = 0;
  for (const [term, x] of a) {
    na += x * x;
    const y = b.get(term);
    if (y !== undefined) dot += x * y;
  }
  for (const y of b.values()) nb += y * y;
  return na && nb ? dot / Math.sqrt(na * nb) : 0;
}

const DAMPING = 0.85;

/** PageRank over a weighted, undirected graph given as a similarity matrix; converges to 1e-10 or 200 rounds. */
export function pageRank(weights: readonly number[][]): number[] {
  const n = weights.length;
  if (n === 0) return [];
  const outSum = weights.map((row) => row.reduce((s, w) => s + w, 0));
  let rank = new Array<number>(n).fill(1 / n);
  for (let round = 0; round < 200; round++) {
    // A sentence sharing nothing with the others spreads its rank evenly (the usual dangling-node rule).
    const dangling = rank.reduce((s, r, i) => (outSum[i] === 0 ? s + r : s), 0);
    const next = new Array<number>(n).fill((1 - DAMPING) / n + (DAMPING * dangling) / n);
    for (let j = 0; j < n; j++) {
      if (outSum[j] === 0) continue;
      const share = (DAMPING * rank[j]) / outSum[j];
      for (let i = 0; i < n; i++) if (weights[j][i]) next[i] += share * weights[j][i];
    }
    const change = next.reduce((s, r, i) => s + Math.abs(r - rank[i]), 0);
    rank = next;
    if (change < 1e-10) break;
  }
  return rank;
}

/** Sentences with fewer content words are small talk ('Thanks, that's great!') and never chosen. */
const MIN_TERMS = 3;
/** The candidate's answers hold the facts a recruiter needs; questions give them context. */
const CANDIDATE_WEIGHT = 1.2;
/** A sentence this close to one already chosen says it again. */
const REDUNDANT = 0.5;

export interface SummaryOptions {
  /** At most this many sentences (default: about a third of the informative ones, 2–6). */
  maxSentences?: number;
}

/** The conversation's most central sentences, in the order they were said. */
export function extractSummary(messages: readonly ConversationMessage[], options: SummaryOptions = {}): RankedSentence[] {
  const sentences: Sentence[] = messages.flatMap((m, message) => splitSentences(m.body).map((text) => ({ text, sender: m.sender, message })));
  const docs = sentences.map((s) => terms(s.text));
  const informative = sentences.map((_, i) => i).filter((i) => docs[i].length >= MIN_TERMS);
  if (informative.length === 0) return [];
  const vectors = tfidfVectors(informative.map((i) => docs[i]));
  const weights = vectors.map((a, i) => vectors.map((b, j) => (i === j ? 0 : cosine(a, b))));
  const rank = pageRank(weights);
  const scored = informative.map((index, k) => ({ index, k, score: rank[k] * (sentences[index].sender === 'candidate' ? CANDIDATE_WEIGHT : 1) }));
  const limit = options.maxSentences ?? Math.min(6, Math.max(2, Math.round(informative.length / 3)));
  const chosen: typeof scored = [];
  for (const s of [...scored].sort((a, b) => b.score - a.score || a.index - b.index)) {
    if (chosen.length >= limit) break;
    if (chosen.some((c) => cosine(vectors[c.k], vectors[s.k]) > REDUNDANT)) continue;
    chosen.push(s);
  }
  return chosen.sort((a, b) => a.index - b.index).map((c) => ({ ...sentences[c.index], score: c.score }));
}

const ROLE = { recruiter: 'Recruiter', candidate: 'Candidate' } as const;

/** One line per chosen sentence, naming who said it. */
export function formatSummary(sentences: readonly RankedSentence[]): string {
  return sentences.map((s) => `- ${ROLE[s.sender]}: ${s.text}`).join('\n');
}
