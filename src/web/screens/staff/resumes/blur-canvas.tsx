// The page a recruiter draws redaction boxes on: the PNG itself (fetched with the session's token), or
// an A4-shaped stand-in for a PDF page (its text details are found without boxes). Boxes are kept as
// fractions of the page, so they fit the file at any size. Drag draws; click chooses; Delete removes.
import { useEffect, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import type { z } from 'zod';
import type { blurRegion } from '../../../../../commands/resume-fields';
import { useT } from '../../../i18n/i18n';
import { session } from '../../../state/session';

export type Region = z.infer<typeof blurRegion>;

const clamp = (n: number) => Math.max(0, Math.min(1, n));
const round = (n: number) => Math.round(n * 10_000) / 10_000;

/** The image behind a download URL as an object URL, for an <img> (downloads need the token header). */
function useImage(url: string | null): string | null {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    if (!url) return;
    let made: string | null = null;
    const controller = new AbortController();
    fetch(url, { headers: session.token ? { authorization: `Bearer ${session.token}` } : {}, signal: controller.signal })
      .then((r) => (r.ok ? r.blob() : null))
      .then((blob) => {
        if (blob) setSrc((made = URL.createObjectURL(blob)));
      })
      .catch(() => {});
    return () => {
      controller.abort();
      if (made) URL.revokeObjectURL(made);
    };
  }, [url]);
  return src;
}

export interface PdfPageText {
  aspect: number;
  pieces: readonly { text: string; x: number; y: number; width: number; height: number; personal: boolean }[];
}

export function BlurCanvas({ imageUrl, pdfPage, page, regions, chosen, onChoose, onDraw }: {
  imageUrl: string | null;
  /** The PDF page's text layer, drawn where it sits; details the copy removes are tinted. */
  pdfPage?: PdfPageText;
  page: number;
  regions: readonly Region[];
  chosen: number | null;
  onChoose: (index: number | null) => void;
  onDraw: (region: Region) => void;
}) {
  const t = useT();
  const box = useRef<HTMLDivElement>(null);
  const src = useImage(imageUrl);
  const [imageAspect, setAspect] = useState(1.414);
  const aspect = imageUrl ? imageAspect : (pdfPage?.aspect ?? 842 / 595);
  const [width, setWidth] = useState(600);
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const seen = new ResizeObserver(() => setWidth(el.clientWidth));
    seen.observe(el);
    return () => seen.disconnect();
  }, []);
  const [drag, setDrag] = useState<{ x0: number; y0: number; x1: number; y1: number } | null>(null);

  const at = (e: ReactPointerEvent) => {
    const r = box.current!.getBoundingClientRect();
    return { x: clamp((e.clientX - r.left) / r.width), y: clamp((e.clientY - r.top) / r.height) };
  };
  const finish = () => {
    if (!drag) return;
    const x = Math.min(drag.x0, drag.x1);
    const y = Math.min(drag.y0, drag.y1);
    const width = Math.abs(drag.x1 - drag.x0);
    const height = Math.abs(drag.y1 - drag.y0);
    setDrag(null);
    // A click (no real drag) chooses nothing new; tiny boxes are slips of the mouse.
    if (width > 0.005 && height > 0.005) onDraw({ page, x: round(x), y: round(y), width: round(width), height: round(height) });
  };

  return (
    <div
      ref={box}
      className="relative w-full max-w-[640px] cursor-crosshair select-none overflow-hidden border border-line bg-white shadow-sm"
      style={{ aspectRatio: `1 / ${aspect}` }}
      onPointerDown={(e) => {
        if ((e.target as HTMLElement).dataset.region) return;
        (e.target as HTMLElement).setPointerCapture?.(e.pointerId);
        const p = at(e);
        onChoose(null);
        setDrag({ x0: p.x, y0: p.y, x1: p.x, y1: p.y });
      }}
      onPointerMove={(e) => drag && setDrag({ ...drag, x1: at(e).x, y1: at(e).y })}
      onPointerUp={finish}
      data-testid="blur-canvas"
    >
      {imageUrl ? (
        src ? <img src={src} alt="" draggable={false} className="pointer-events-none block h-full w-full object-fill" onLoad={(e) => setAspect(e.currentTarget.naturalHeight / Math.max(1, e.currentTarget.naturalWidth))} />
          : <p className="p-6 text-sm text-ink-muted">{t('resumes.blur.loadingImage')}</p>
      ) : pdfPage && pdfPage.pieces.length ? (
        <div className="pointer-events-none absolute inset-0" data-testid="pdf-text-layer">
          {pdfPage.pieces.map((piece, i) => (
            <span key={i} className={`absolute whitespace-pre leading-none text-ink ${piece.personal ? 'bg-danger/15 outline outline-1 outline-danger/40' : ''}`}
              title={piece.personal ? t('resumes.blur.personal') : undefined}
              style={{ left: `${piece.x * 100}%`, top: `${piece.y * 100}%`, width: `${piece.width * 100}%`, fontSize: `${Math.max(4, piece.height * aspect * width * 0.95)}px` }}>
              {piece.text}
            </span>
          ))}
        </div>
      ) : (
        <div className="pointer-events-none h-full w-full p-[8%] text-xs text-ink-muted">
          <p>{t('resumes.blur.pdfPage', { page })}</p>
          {Array.from({ length: 14 }, (_, i) => <div key={i} className="mt-4 h-2 rounded bg-[#f0f0f0]" style={{ width: `${60 + ((i * 37) % 40)}%` }} />)}
        </div>
      )}
      {regions.map((r, i) => r.page === page && (
        <div
          key={i}
          data-region={i}
          data-testid="blur-region"
          onPointerDown={(e) => { e.stopPropagation(); onChoose(i); }}
          className={`absolute cursor-pointer bg-[#1a1a1f]/85 ${chosen === i ? 'outline-2 outline-offset-1 outline-primary' : ''}`}
          style={{ left: `${r.x * 100}%`, top: `${r.y * 100}%`, width: `${r.width * 100}%`, height: `${r.height * 100}%` }}
        />
      ))}
      {drag && (
        <div className="pointer-events-none absolute border-2 border-dashed border-primary bg-primary/20"
          style={{ left: `${Math.min(drag.x0, drag.x1) * 100}%`, top: `${Math.min(drag.y0, drag.y1) * 100}%`, width: `${Math.abs(drag.x1 - drag.x0) * 100}%`, height: `${Math.abs(drag.y1 - drag.y0) * 100}%` }} />
      )}
    </div>
  );
}
