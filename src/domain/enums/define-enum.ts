// One helper turns a spec list of `code label` pairs into a frozen lookup object, so every
// enumeration in the console (selects, table cells, filters, i18n) reads the same data.

export type EnumCodeValue = string | number;

export type EnumEntry<C extends EnumCodeValue> = {
  readonly code: C;
  readonly label: string;
};

export type Enum<C extends EnumCodeValue> = {
  /** Stable name, also the i18n namespace for the labels (e.g. `staffStatus`). */
  readonly name: string;
  /** Entries in spec order: the order selects and legends show. */
  readonly entries: readonly EnumEntry<C>[];
  readonly codes: readonly C[];
  /** English label, or undefined for a code the enum does not know. Takes any value because wire data is untyped. */
  label(code: EnumCodeValue): string | undefined;
  has(code: unknown): code is C;
};

/** The code union of an enum object: `EnumCode<typeof staffStatus>` is `0 | 1 | … | 16`. */
export type EnumCode<E> = E extends Enum<infer C> ? C : never;

export type EnumEntries = readonly (readonly [code: EnumCodeValue, label: string])[];

// Infers the whole entries list (not just a code parameter) so a list mixing number and string codes
// still yields their exact union.
export function defineEnum<const T extends EnumEntries>(name: string, entries: T): Enum<T[number][0]> {
  type C = T[number][0];
  const labels = new Map<EnumCodeValue, string>();
  for (const [code, label] of entries) {
    // A repeated code would make label() ambiguous; fail when the module loads, not in a screen.
    if (labels.has(code)) throw new Error(`defineEnum(${name}): duplicate code ${String(code)}`);
    labels.set(code, label);
  }
  const frozenEntries = Object.freeze(entries.map(([code, label]) => Object.freeze({ code, label })));
  return Object.freeze({
    name,
    entries: frozenEntries,
    codes: Object.freeze(entries.map(([code]) => code)),
    label: (code: EnumCodeValue) => labels.get(code),
    has: (code: unknown): code is C => labels.has(code as EnumCodeValue),
  });
}
