// One list cell, drawn by its column's format: enum labels (as tags where the enum has tones), compact
// relative times with the full date-time on hover, phones grouped, tags, flags, numbers right-aligned.
// Text that may not fit truncates with an ellipsis and carries its full text in `title`.
import type { EnumCodeValue } from '../../../domain/enums/define-enum';
import { formatPhoneDisplay } from '../../../domain/format/phone-display';
import { formatDateTime } from '../../../domain/format/relative-time';
import { toMillis } from '../../../domain/format/timestamp';
import { enumLabel, t } from '../../i18n/i18n';
import { timeAgoShort } from '../../i18n/time-ago';
import { formatNumber } from '../../ui/count-format';
import { StatusTag } from '../../ui/status-tag';
import type { ColumnPlan } from './column-plan';

const TAGS_SHOWN = 2;

/** One line, clamped with an ellipsis; it may break anywhere, so a long text never widens the table. */
function Truncated({ text, className = '' }: { text: string; className?: string }) {
  return (
    <span className={`line-clamp-1 break-all ${className}`} title={text}>
      {text}
    </span>
  );
}

function Tags({ tags }: { tags: readonly unknown[] }) {
  if (!tags.length) return <span className="text-ink-muted">—</span>;
  const all = tags.map(String);
  return (
    <span className="line-clamp-1 break-all" title={all.join(', ')}>
      {all.length > TAGS_SHOWN && <span className="float-right pl-1 text-xs leading-6 text-ink-muted">+{all.length - TAGS_SHOWN}</span>}
      {all.slice(0, TAGS_SHOWN).map((tag) => (
        <span key={tag} className="mr-1 rounded bg-[#fafafa] px-1.5 py-0.5 text-xs text-ink-soft ring-1 ring-[#d9d9d9] ring-inset">
          {tag}
        </span>
      ))}
    </span>
  );
}

export function ListCell({ plan, value }: { plan: ColumnPlan; value: unknown }) {
  if (plan.format === 'boolean') {
    // Only the true rows are marked: a column of 'No' is noise.
    return value ? <span className="text-primary" role="img" aria-label={t('genericForm.yes')}>✓</span> : null;
  }
  if (value === null || value === undefined || value === '') return <span className="text-ink-muted">—</span>;
  switch (plan.format) {
    case 'id':
      return <span className="text-ink-muted tabular-nums">#{String(value)}</span>;
    case 'number':
      return <span className="tabular-nums">{typeof value === 'number' ? formatNumber(value) : String(value)}</span>;
    case 'datetime': {
      const ms = toMillis(value as string);
      const full = Number.isNaN(ms) ? String(value) : formatDateTime(new Date(ms));
      return <time dateTime={String(value)} title={full} className="text-ink-soft tabular-nums">{timeAgoShort(value as string)}</time>;
    }
    case 'phone':
      return <span className="tabular-nums">{formatPhoneDisplay(String(value))}</span>;
    case 'tags':
      return <Tags tags={Array.isArray(value) ? value : [value]} />;
    case 'title':
      return (
        <span className="block max-w-64 truncate font-medium text-ink" title={String(value)}>
          {String(value)}
        </span>
      );
    case 'email':
      return <Truncated text={String(value)} className="text-ink-soft" />;
    case 'enum': {
      const label = plan.enum ? enumLabel(plan.enum, value as EnumCodeValue) : String(value);
      if (!plan.tone) return <Truncated text={label} />;
      return (
        <StatusTag tone={plan.tone(value as EnumCodeValue)} title={label}>
          <span className="truncate">{label}</span>
        </StatusTag>
      );
    }
    default:
      return <Truncated text={String(value)} />;
  }
}
