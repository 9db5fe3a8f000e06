// /tools/short-link: paste a long address, Enter → the short link is made (or the address's existing one
// given back) and copied; below, every short link with its clicks. The focused row can be turned off or
// on, or deleted, with the toolbar buttons or the palette.
import { useRef, useState, type FormEvent } from 'react';
import type { ResultOf } from '../../../../commands';
import { ApiError } from '../../api/api-error';
import { run } from '../../commands/dispatcher';
import { tMessage, useT } from '../../i18n/i18n';
import { toast } from '../../state/toasts';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { FormField, TextInput } from '../../ui/field';
import { PageHeader } from '../../ui/page-header';
import { CommandList } from '../generic/command-list';
import { shortLinkListSpec } from './shortlink-list';

type Made = ResultOf<typeof import('../../../../commands/shortlink').toShortlink>;

async function copy(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

export default function ShortLinkPage() {
  const t = useT();
  const input = useRef<HTMLInputElement>(null);
  const [url, setUrl] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [made, setMade] = useState<Made | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(undefined);
    try {
      const answer = await run('shortlink.create', { url }, 'screen', { quiet: true, inPlace: true });
      setMade(answer);
      setUrl('');
      const copied = await copy(answer.short_link);
      toast(copied ? t('devops.short.copied', { link: answer.short_link }) : t('devops.short.copyFailed'), copied ? 'success' : 'info');
    } catch (e) {
      const field = e instanceof ApiError ? e.fields.find((f) => f.path === 'url') : undefined;
      setError(tMessage(field?.message ?? (e instanceof Error ? e.message : String(e))));
    } finally {
      setBusy(false);
      input.current?.focus();
    }
  };

  return (
    <div className="space-y-4" data-testid="short-link-page">
      <PageHeader title={t('route.shortLink')} hint={t('devops.short.hint')} />
      <Card>
        <form onSubmit={(e) => void submit(e)} noValidate className="flex flex-wrap items-start gap-3" data-testid="short-link-form">
          <div className="min-w-72 flex-1">
            <FormField id="short-link-url" label={t('devops.short.urlLabel')} error={error}>
              <TextInput
                ref={input}
                id="short-link-url"
                value={url}
                autoFocus
                inputMode="url"
                invalid={Boolean(error)}
                placeholder={t('devops.short.urlPlaceholder')}
                onChange={(e) => setUrl(e.target.value)}
                data-testid="short-link-url"
              />
            </FormField>
          </div>
          <Button type="submit" variant="primary" loading={busy} className="mt-6" data-testid="short-link-submit">{t('devops.short.create')}</Button>
        </form>
        {made && (
          <div className="mt-1 flex flex-wrap items-center gap-3 rounded-md bg-primary-50 px-3 py-2 text-sm" data-testid="short-link-result" data-reused={made.reused}>
            <span className="text-ink-muted">{t('devops.short.made')}</span>
            <a href={made.short_link} target="_blank" rel="noreferrer" className="font-medium text-primary underline" data-testid="short-link-made">{made.short_link}</a>
            <span className="truncate text-ink-muted" title={made.item.target_url}>→ {made.item.target_url}</span>
            <Button size="sm" onClick={() => void copy(made.short_link).then((ok) => toast(ok ? t('devops.short.copied', { link: made.short_link }) : t('devops.short.copyFailed'), ok ? 'success' : 'info'))}>{t('devops.short.copy')}</Button>
            {made.reused && <span className="text-ink-muted">{t('devops.short.reused')}</span>}
          </div>
        )}
      </Card>
      <section className="rounded-lg bg-white shadow-card">
        <CommandList spec={shortLinkListSpec} label={t('route.shortLink')} />
      </section>
    </div>
  );
}
