// A box that scrolls a table or log: a named Tab stop with a focus ring, so the keyboard can scroll it
// (arrows, Page Up/Down) and a screen reader says what it holds. Chromium makes a scroller focusable on
// its own, but without a name or a ring.
import type { HTMLAttributes } from 'react';

export function ScrollRegion({ label, className = '', children, ...rest }: HTMLAttributes<HTMLDivElement> & { label: string }) {
  return (
    <div tabIndex={0} role="region" aria-label={label} className={`overflow-auto outline-none focus-visible:ring-2 focus-visible:ring-primary/40 ${className}`} {...rest}>
      {children}
    </div>
  );
}
