// A temporary password, shown once after add or reset: only its hash is stored, so this is the one
// chance to pass it on. Selectable, copyable, never put in the address or local storage.
import { useState } from 'react';
import { useT } from '../../../i18n/i18n';
import { Button } from '../../../ui/button';

export function PasswordOnce({ name, password, onDone }: { name: string; password: string; onDone: () => void }) {
  const t = useT();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    await navigator.clipboard?.writeText(password).catch(() => {});
    setCopied(true);
  };
  return (
    <div role="status" className="rounded-lg border border-[#b7eb8f] bg-[#f6ffed] p-4" data-testid="password-once">
      <h2 className="text-sm font-semibold text-ink">{t('placesEmployees.employee.passwordTitle')}</h2>
      <p className="mt-1 text-sm text-ink-soft">{t('placesEmployees.employee.passwordOnce', { name })}</p>
      <div className="mt-3 flex flex-wrap items-center gap-2">
        <code className="rounded border border-line bg-white px-3 py-1.5 font-mono text-base tracking-wide text-ink select-all" data-testid="password-once-value">
          {password}
        </code>
        <Button size="sm" onClick={() => void copy()} data-testid="password-once-copy">{copied ? t('placesEmployees.employee.copied') : t('placesEmployees.employee.copy')}</Button>
        <Button size="sm" variant="primary" onClick={onDone} data-testid="password-once-done">{t('placesEmployees.employee.done')}</Button>
      </div>
    </div>
  );
}
