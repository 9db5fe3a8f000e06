// JSON answers of about a kilobyte and more go compressed when the client says it takes br or gzip (a
// staff list page is 6.9 KB plain). Smaller answers gain nothing worth the CPU and go as they are; an
// answer that already has an encoding (a precompressed asset) is never touched.
import type { MiddlewareHandler } from 'hono';
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';

/** Answers smaller than this go plain. */
export const COMPRESS_MIN_BYTES = 1024;

const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json\b/i;
const NO_TRANSFORM = /(?:^|,)\s*no-transform\s*(?:,|$)/i;
const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

type Encoding = 'br' | 'gzip';

/** The encoding the client prefers among ours (br first on a tie), from Accept-Encoding with its q-values. */
export function chooseEncoding(header: string | undefined): Encoding | null {
  if (!header) return null;
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    if (name) weights.set(name, q === undefined ? 1 : Number(q));
  }
  const weight = (encoding: Encoding) => weights.get(encoding) ?? weights.get('*') ?? 0;
  const best = (['br', 'gzip'] as const).reduce<Encoding | null>((found, e) => (weight(e) > 0 && (!found || weight(e) > weight(found)) ? e : found), null);
  return best;
}

/**
 * An answer's text when it was made from a string, read without a stream: @hono/node-server's Response
 * keeps [status, body, headers] under a symbol named 'cache' until something reads it. Reading the body
 * as a stream instead costs about 70 µs, which every small answer would pay for nothing.
 */
function textOf(res: Response): string | undefined {
  const key = Object.getOwnPropertySymbols(res).find((s) => s.description === 'cache');
  const body = key ? (res as unknown as Record<symbol, unknown[] | undefined>)[key]?.[1] : undefined;
  return typeof body === 'string' ? body : undefined;
}

/**
 * Up to this size an answer is compressed on the event loop (about 70 µs for a 5 KB list page, where the
 * thread pool's round trip alone costs more); larger ones go to the pool so other calls are not held up.
 */
const SYNC_MAX_BYTES = 64 * 1024;

function compressed(bytes: Uint8Array, encoding: Encoding): Promise<Buffer> | Buffer {
  if (encoding === 'br') {
    // Quality 5 compresses JSON better than gzip at a small part of brotli's default (11) cost.
    const options = { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.byteLength } };
    return bytes.byteLength <= SYNC_MAX_BYTES ? brotliCompressSync(bytes, options) : brotli(bytes, options);
  }
  return bytes.byteLength <= SYNC_MAX_BYTES ? gzipSync(bytes) : gzipped(bytes);
}

export function compressAnswers(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const res = c.res;
    if (c.req.method === 'HEAD' || !JSON_TYPE.test(res.headers.get('content-type') ?? '') || res.headers.has('content-encoding')) return;
    if (NO_TRANSFORM.test(res.headers.get('cache-control') ?? '')) return;
    const vary = res.headers.get('vary');
    if (!vary) res.headers.set('Vary', 'Accept-Encoding');
    else if (!/\baccept-encoding\b/i.test(vary) && vary !== '*') res.headers.set('Vary', `${vary}, Accept-Encoding`);
    const encoding = chooseEncoding(c.req.header('accept-encoding'));
    if (!encoding) return;
    const text = textOf(res);
    // A small answer made from a string stays untouched; one of unknown size is read to find out.
    if (text !== undefined && (text.length < COMPRESS_MIN_BYTES / 3 || Buffer.byteLength(text) < COMPRESS_MIN_BYTES)) return;
    if (text === undefined && !res.body) return;
    const plain = text !== undefined ? Buffer.from(text) : new Uint8Array(await res.arrayBuffer());
    const headers = new Headers(res.headers);
    let body: Uint8Array = plain;
    if (plain.byteLength >= COMPRESS_MIN_BYTES) {
      body = await compressed(plain, encoding);
      headers.set('Content-Encoding', encoding);
      headers.delete('Content-Length');
    }
    // Cleared first: assigning over an answer would wrap its body in a stream again (hono's c.res setter).
    c.res = undefined;
    c.res = new Response(body as Uint8Array<ArrayBuffer>, { status: res.status, statusText: res.statusText, headers });
  };
}
