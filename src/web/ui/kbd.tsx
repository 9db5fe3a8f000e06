import { kbdKeycaps, parseKbd } from '../keys/kbd';
import { useT } from '../i18n/i18n';

/** A catalogue key binding drawn as keycaps: ⌘K, Ctrl+K, or G then A for sequences. */
export function Kbd({ kbd, tone = 'light' }: { kbd: string; tone?: 'light' | 'dark' }) {
  const t = useT();
  const chords = kbdKeycaps(parseKbd(kbd));
  // On a filled button: a cap a shade darker than the fill, so its white letters read at 6:1 (a lighter
  // cap with softened letters read at 2.5:1).
  const cap = tone === 'dark'
    ? 'border-white/40 bg-black/10 text-white'
    : 'border-black/10 border-b-black/20 bg-[#fafafa] text-ink-soft';
  return (
    <span className="inline-flex items-center gap-1 align-middle" data-kbd={kbd}>
      {chords.map((caps, i) => (
        <span key={i} className="inline-flex items-center gap-0.5">
          {i > 0 && <span className="px-0.5 text-[10px] text-ink-muted">{t('kbd.then')}</span>}
          {caps.map((c, j) => (
            <kbd key={j} className={`inline-flex h-5 min-w-5 items-center justify-center rounded border px-1 font-sans text-[11px] leading-none ${cap}`}>
              {c}
            </kbd>
          ))}
        </span>
      ))}
    </span>
  );
}
