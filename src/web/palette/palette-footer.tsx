// The palette's key hints. Memoised: they change with the flow, not with each keystroke, and their
// keycaps (parsed bindings) would otherwise be rebuilt on every one.
import { memo } from 'react';
import { useT } from '../i18n/i18n';
import { Kbd } from '../ui/kbd';

export const PaletteFooter = memo(function PaletteFooter({ inFlow, preview }: { inFlow: boolean; preview: boolean }) {
  const t = useT();
  return (
    <footer className="flex items-center gap-4 border-t border-line bg-[#fafafa] px-4 py-2 text-xs text-ink-muted">
      <span className="flex items-center gap-1"><Kbd kbd="up" /><Kbd kbd="down" /> {t('palette.hintMove')}</span>
      <span className="flex items-center gap-1"><Kbd kbd="enter" /> {preview ? t('paletteMore.hintConfirm') : t('palette.hintChoose')}</span>
      <span className="flex items-center gap-1"><Kbd kbd="escape" /> {inFlow ? t('palette.hintBack') : t('palette.hintClose')}</span>
      {!inFlow && <span className="ml-auto hidden items-center gap-1 sm:flex"><Kbd kbd="shift+?" /> {t('paletteMore.hintKeys')}</span>}
    </footer>
  );
});
