// A row of checkboxes over a §3 code list (benefits, loadings); keeps the order of the options.
export function CodeChecks({ label, options, value, onChange, error, testId }: {
  label: string; options: { value: string | number; label: string }[]; value: string[]; onChange: (next: string[]) => void; error?: string; testId: string;
}) {
  const toggle = (code: string) => {
    const next = value.includes(code) ? value.filter((c) => c !== code) : [...value, code];
    onChange(options.map((o) => String(o.value)).filter((c) => next.includes(c)));
  };
  return (
    <fieldset className="mb-5" data-testid={testId}>
      <legend className="mb-1.5 text-sm text-ink">{label}</legend>
      <div className="flex flex-wrap gap-x-4 gap-y-1.5">
        {options.map((o) => (
          <label key={o.value} className="flex items-center gap-1.5 text-sm text-ink-soft">
            <input type="checkbox" className="accent-primary" checked={value.includes(String(o.value))} onChange={() => toggle(String(o.value))} data-code={o.value} />
            {o.label}
          </label>
        ))}
      </div>
      {error && <p role="alert" className="pt-1 text-sm text-danger">{error}</p>}
    </fieldset>
  );
}
