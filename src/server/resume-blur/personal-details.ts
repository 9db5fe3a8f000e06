// Where a line of resume text names the applicant: their own name, email, phone and address as we hold
// them, and anything shaped like an email address, an Australian phone number or a street address.
// Pure, so the PDF redactor and the tests share one notion of "a personal detail".

export interface PersonalDetails {
  firstName: string;
  surname: string;
  email: string;
  phone: string;
  suburb: string;
  postcode: string;
}

/** A half-open range [start, end) of characters to remove, with why. */
export interface DetailSpan {
  start: number;
  end: number;
  kind: 'name' | 'email' | 'phone' | 'address';
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g;
// 04xx xxx xxx, (02) xxxx xxxx, +61 4xx xxx xxx, with spaces, dots or dashes between digits.
const PHONE = /(?:\+?61[\s.-]?|\(?0)\(?[2-478]\)?(?:[\s.-]?\d){8}/g;
const STREET = /\b\d{1,5}[A-Za-z]?(?:\/\d{1,5})?\s+(?:[A-Z][a-z]+\s+){1,3}(?:Street|St|Road|Rd|Avenue|Ave|Drive|Dr|Court|Ct|Place|Pl|Lane|Ln|Crescent|Cres|Parade|Pde|Way|Boulevard|Blvd|Terrace|Tce|Highway|Hwy|Close|Cl)\b\.?/g;
// A suburb line: 'Parramatta NSW 2150'.
const LOCALITY = /\b(?:[A-Z][a-z]+\s+){1,3}(?:NSW|VIC|QLD|SA|WA|TAS|NT|ACT)\s+\d{4}\b/g;

function wordPattern(word: string): RegExp | null {
  const w = word.trim();
  if (w.length < 2) return null;
  return new RegExp(`(?<![A-Za-z])${escape(w)}(?![A-Za-z])`, 'gi');
}

/** The applicant's phone as a pattern that allows any spacing between its digits. */
function ownPhonePattern(phone: string): RegExp | null {
  let digits = phone.replace(/\D/g, '');
  if (digits.startsWith('61')) digits = digits.slice(2);
  if (digits.startsWith('0')) digits = digits.slice(1);
  if (digits.length < 8) return null;
  return new RegExp(`(?:\\+?61[\\s.-]?|\\(?0)?\\)?${[...digits].map((d) => escape(d)).join('[\\s.()-]?')}`, 'g');
}

function spansOf(text: string, pattern: RegExp | null, kind: DetailSpan['kind']): DetailSpan[] {
  if (!pattern) return [];
  return [...text.matchAll(pattern)].filter((m) => m[0].length > 0).map((m) => ({ start: m.index!, end: m.index! + m[0].length, kind }));
}

/** Overlapping or touching spans joined, in order. */
export function mergeSpans(spans: DetailSpan[]): DetailSpan[] {
  const sorted = [...spans].sort((a, b) => a.start - b.start || b.end - a.end);
  const out: DetailSpan[] = [];
  for (const span of sorted) {
    const last = out[out.length - 1];
    if (last && span.start <= last.end) last.end = Math.max(last.end, span.end);
    else out.push({ ...span });
  }
  return out;
}

/** Every personal detail in one line of text. */
export function findPersonalDetails(text: string, who: PersonalDetails): DetailSpan[] {
  const spans = [
    ...spansOf(text, EMAIL, 'email'),
    ...spansOf(text, who.email.trim() ? new RegExp(escape(who.email.trim()), 'gi') : null, 'email'),
    ...spansOf(text, PHONE, 'phone'),
    ...spansOf(text, ownPhonePattern(who.phone), 'phone'),
    ...spansOf(text, STREET, 'address'),
    ...spansOf(text, LOCALITY, 'address'),
    ...spansOf(text, wordPattern(who.suburb), 'address'),
    ...spansOf(text, who.postcode.trim().length === 4 ? new RegExp(`(?<!\\d)${escape(who.postcode.trim())}(?!\\d)`, 'g') : null, 'address'),
    ...spansOf(text, wordPattern(who.firstName), 'name'),
    ...spansOf(text, wordPattern(who.surname), 'name'),
  ];
  return mergeSpans(spans);
}

/** The text with its personal details replaced by █, for previews and for checking a redaction. */
export function maskPersonalDetails(text: string, who: PersonalDetails): string {
  let out = '';
  let at = 0;
  for (const span of findPersonalDetails(text, who)) {
    out += text.slice(at, span.start) + '█'.repeat(span.end - span.start);
    at = span.end;
  }
  return out + text.slice(at);
}
