// One dashboard figure: its name, the number (tabular, in a box of fixed height, so nothing moves when
// it arrives), a line under it, and the key that opens its list. The whole card is the link; a second
// figure in the line (queried timesheets) is its own link beside it, never inside.
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { formatTotal } from '../../ui/count-format';
import { Kbd } from '../../ui/kbd';

export interface Figure {
  total: number;
  total_estimated?: boolean;
}

interface Props {
  id: string;
  label: string;
  figure: Figure | undefined;
  loading: boolean;
  error?: string | null;
  /** Where the number leads; null when its list does not exist yet (then the card is not a link). */
  href: string | null;
  /** Instead of a link (the notices open a dialog). */
  onOpen?: () => void;
  kbd?: string;
  sub?: ReactNode;
  /** Amber when there is work waiting, red for failures. */
  tone?: 'plain' | 'attention' | 'danger';
}

const toneOf = { plain: 'text-ink', attention: 'text-warning', danger: 'text-danger' } as const;

export function FigureCard({ id, label, figure, loading, error, href, onOpen, kbd, sub, tone = 'plain' }: Props) {
  const waiting = figure !== undefined && figure.total > 0;
  const number = (
    <span className={`block h-9 text-3xl font-semibold leading-9 tabular-nums ${waiting ? toneOf[tone] : 'text-ink'}`} data-testid={`dashboard-${id}-count`}>
      {figure ? formatTotal(figure.total, figure.total_estimated) : loading ? <span className="mt-1.5 block h-6 w-16 animate-pulse rounded bg-line" aria-hidden /> : '—'}
    </span>
  );
  const body = (
    <>
      <span className="flex items-start justify-between gap-2">
        <span className="text-sm text-ink-muted">{label}</span>
        {kbd && <Kbd kbd={kbd} />}
      </span>
      {number}
    </>
  );
  const linkClass = 'block rounded-md outline-none focus-visible:ring-2 focus-visible:ring-primary';
  return (
    <section className="flex min-h-[7.75rem] flex-col justify-between rounded-lg bg-white p-4 shadow-card transition-shadow hover:shadow-md" data-testid={`dashboard-figure-${id}`}>
      {onOpen ? (
        <button type="button" onClick={onOpen} className={`${linkClass} w-full text-left`} data-testid={`dashboard-${id}-link`}>{body}</button>
      ) : href ? (
        <Link href={href} className={linkClass} data-testid={`dashboard-${id}-link`}>{body}</Link>
      ) : (
        <div>{body}</div>
      )}
      <div className="mt-1 min-h-5 truncate text-xs text-ink-muted" title={error ?? undefined}>{error ? <span className="text-danger">{error}</span> : sub}</div>
    </section>
  );
}
