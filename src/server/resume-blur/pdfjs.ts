// pdfjs-dist for Node 20 is its legacy build, which carries core-js. On import core-js replaces built-ins
// it judges incomplete on Node 20 with JavaScript versions, for the whole process: JSON.stringify and
// JSON.parse (no JSON.rawJSON) and Array.prototype.push. Every API answer then paid for them (about 8% of
// the server's CPU on the list path). So pdfjs is loaded on first use, and whatever built-in it replaced is
// put back; what it only adds (Set.prototype.union, Promise.withResolvers …) stays, since pdfjs needs it.
// Its worker module (in Node a 'fake worker' in this thread) carries core-js too and would be imported at
// the first getDocument, so it is imported here and handed to pdfjs as `globalThis.pdfjsWorker`.
type Pdfjs = typeof import('pdfjs-dist/legacy/build/pdf.mjs');

/** The objects whose own properties core-js is known to replace or extend. */
const GUARDED: object[] = [JSON, Array, Array.prototype, Object, Promise, Map.prototype, Set.prototype, WeakMap.prototype, String.prototype, Math, URL];

let loading: Promise<Pdfjs> | undefined;

export function loadPdfjs(): Promise<Pdfjs> {
  return (loading ??= importKeepingBuiltIns());
}

async function importKeepingBuiltIns(): Promise<Pdfjs> {
  const saved = GUARDED.map((target) => new Map(Reflect.ownKeys(target).map((key) => [key, Reflect.getOwnPropertyDescriptor(target, key)!])));
  try {
    const [pdfjs, worker] = await Promise.all([import('pdfjs-dist/legacy/build/pdf.mjs'), import('pdfjs-dist/legacy/build/pdf.worker.mjs')]);
    (globalThis as { pdfjsWorker?: unknown }).pdfjsWorker = worker;
    return pdfjs;
  } finally {
    GUARDED.forEach((target, i) => {
      for (const [key, descriptor] of saved[i]) {
        const now = Reflect.getOwnPropertyDescriptor(target, key);
        if (now && 'value' in descriptor && now.value !== descriptor.value) Reflect.defineProperty(target, key, descriptor);
      }
    });
  }
}
