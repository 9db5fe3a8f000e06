// The competencies an order asks for: the qualification catalogue as checkboxes, grouped by category,
// the position's required ones marked.
import { useT } from '../../../i18n/i18n';

interface Option { value: string; label: string; category: string; required_by_position: boolean }

export function CompetencyChecks({ label, options, value, error, onChange }: { label: string; options: readonly Option[]; value: readonly string[]; error?: string; onChange: (next: string[]) => void }) {
  const t = useT();
  const toggle = (code: string) => onChange(value.includes(code) ? value.filter((c) => c !== code) : [...value, code]);
  return (
    <fieldset className="mt-2" data-testid="order-create-competencies">
      <legend className="mb-1 text-sm text-ink">{label}</legend>
      <div className="grid max-h-48 gap-x-4 overflow-y-auto rounded border border-black/10 p-2 sm:grid-cols-2">
        {options.map((o) => (
          <label key={o.value} className="flex items-center gap-2 py-0.5 text-sm" title={o.category}>
            <input type="checkbox" checked={value.includes(o.value)} onChange={() => toggle(o.value)} />
            <span className="truncate">{o.label}</span>
            {o.required_by_position && <span className="text-xs text-ink-muted">· {t('orders.competencies')}</span>}
          </label>
        ))}
      </div>
      {error && <p role="alert" className="pt-1 text-sm text-danger">{error}</p>}
    </fieldset>
  );
}
