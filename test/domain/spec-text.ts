// Helpers that read lines pasted verbatim from spec/console-spec.md, so the expected tables in the
// tests are the spec's own words rather than a second hand-typed copy of the source.

/** '0 Email unverified, 1 New' → [[0, 'Email unverified'], [1, 'New']]. */
export function codedList(text: string): [number, string][] {
  return text.split(', ').map((item) => {
    const match = /^(\d+(?:\.\d+)?) (.+)$/.exec(item.trim());
    if (!match) throw new Error(`not a 'code label' item: ${item}`);
    return [Number(match[1]), match[2]!];
  });
}

/** 'super_account, hr_officer.' → ['super_account', 'hr_officer']. */
export function wordList(text: string): string[] {
  return text.replace(/\.$/, '').split(', ').map((item) => item.trim());
}

/** 'afternoon shift' → 'afternoon_shift'; "driver's license" → 'drivers_license'; 'a/b' → 'a_b'. */
export function snake(words: string): string {
  return words.toLowerCase().replace(/'/g, '').replace(/[^a-z0-9]+/g, '_');
}
