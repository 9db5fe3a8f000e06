// /staff/sms: text one staff member (found by name, email or phone; their fields fill placeholders such
// as {{first_name}}) and the SMS history: everyone's, or the chosen person's. Ctrl+Enter sends.
import { useState } from 'react';
import { DEFAULT_SMS_TEMPLATE } from '../../../domain/constants';
import { formatPhoneDisplay } from '../../../domain/format/phone-display';
import { ApiError } from '../../api/api-error';
import { run } from '../../commands/dispatcher';
import { useCommandQuery } from '../../commands/use-command-query';
import { tMessage, useT } from '../../i18n/i18n';
import { toast } from '../../state/toasts';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { FormField, TextInput } from '../../ui/field';
import { PageHeader } from '../../ui/page-header';
import { useDebouncedValue } from '../../ui/use-debounced-value';
import { MessageTable } from '../tools/sms-log';
import { isSendKey, SizeLine } from '../tools/sms-parts';

interface Person { id: number; name: string; phone: string }

export default function StaffSmsPage() {
  const t = useT();
  const [keyword, setKeyword] = useState('');
  const settled = useDebouncedValue(keyword.trim(), 250);
  const found = useCommandQuery('staff.list', { page_size: 8, keyword: settled }, { enabled: settled.length > 1 });
  const [person, setPerson] = useState<Person | null>(null);
  const [active, setActive] = useState(0);
  const [message, setMessage] = useState(`${DEFAULT_SMS_TEMPLATE} `);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const history = useCommandQuery('sms.staffHistory', { page_size: 50, ...(person && { staff_id: person.id }) });
  const options = settled.length > 1 ? found.data?.list ?? [] : [];

  const choose = (p: Person) => { setPerson(p); setKeyword(''); setErrors({}); requestAnimationFrame(() => document.getElementById('sms-staff-message')?.focus()); };

  async function send() {
    if (!person) return setErrors({ staff_id: t('sms.staff.none') });
    setBusy(true);
    setErrors({});
    try {
      await run('sms.sendToStaff', { staff_id: person.id, message }, 'screen', { quiet: true });
      toast(t('sms.staff.sent', { name: person.name }), 'success');
      setMessage(`${DEFAULT_SMS_TEMPLATE} `);
    } catch (error) {
      if (error instanceof ApiError) setErrors(Object.fromEntries(error.fields.map((f) => [f.path, tMessage(f.message)])));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="space-y-4" data-testid="staff-sms-page">
      <PageHeader title={t('sms.staff.title')} hint={t('sms.staff.hint')} />
      <Card className="max-w-3xl">
        <div onKeyDown={(e) => { if (isSendKey(e)) { e.preventDefault(); void send(); } }}>
          <FormField id="sms-staff-search" label={t('sms.staff.person')} error={errors.staff_id}>
            <div className="relative">
              <TextInput id="sms-staff-search" autoFocus value={keyword} placeholder={t('sms.staff.search')} invalid={!!errors.staff_id} data-testid="sms-staff-search"
                onChange={(e) => { setKeyword(e.target.value); setActive(0); }}
                onKeyDown={(e) => {
                  if (e.key === 'ArrowDown') { e.preventDefault(); setActive(Math.min(active + 1, options.length - 1)); }
                  if (e.key === 'ArrowUp') { e.preventDefault(); setActive(Math.max(active - 1, 0)); }
                  if (e.key === 'Enter' && options[active]) { e.preventDefault(); choose(options[active]!); }
                }} />
              {options.length > 0 && (
                <ul className="absolute z-10 mt-1 w-full rounded-md border border-line bg-white shadow" role="listbox">
                  {options.map((o, i) => (
                    <li key={o.id} role="option" aria-selected={i === active} data-testid="sms-staff-option" onMouseDown={(e) => { e.preventDefault(); choose(o); }}
                      className={`cursor-pointer px-3 py-1.5 text-sm ${i === active ? 'bg-[#e6f4ff]' : ''}`}>
                      {o.name} <span className="text-ink-muted">· {formatPhoneDisplay(o.phone)} · {o.email}</span>
                    </li>
                  ))}
                </ul>
              )}
            </div>
            {person && <p className="pt-1 text-sm" data-testid="sms-staff-chosen">{t('sms.staff.chosen', { name: person.name, phone: formatPhoneDisplay(person.phone) })} <button type="button" className="rounded px-1 text-primary focus-visible:outline-2 focus-visible:outline-primary" aria-label={t('sms.staff.unchoose')} onClick={() => setPerson(null)}>×</button></p>}
          </FormField>
          <FormField id="sms-staff-message" label={t('sms.single.message')} error={errors.message}>
            <textarea id="sms-staff-message" value={message} onChange={(e) => setMessage(e.target.value)} data-testid="sms-staff-message"
              className={`h-24 w-full rounded-md border p-2 text-sm focus:outline-none focus:ring-2 ${errors.message ? 'border-danger' : 'border-[#d9d9d9] focus:border-primary focus:ring-primary/20'}`} />
            <SizeLine text={message} />
          </FormField>
          <div className="flex items-center gap-3">
            <Button variant="primary" loading={busy} disabled={!person} onClick={() => void send()} data-testid="sms-staff-send">{person ? t('sms.staff.send', { name: person.name }) : t('sms.single.send')}</Button>
            <span className="text-xs text-ink-muted">{t('sms.single.keys')}</span>
          </div>
        </div>
      </Card>
      <Card title={person ? t('sms.staff.historyOf', { name: person.name }) : `${t('sms.staff.history')} · ${t('sms.staff.all')}`} bodyClassName="p-0">
        <MessageTable rows={history.data?.list ?? []} testId="sms-staff-history" label={person ? t('sms.staff.historyOf', { name: person.name }) : t('sms.staff.history')} />
      </Card>
    </div>
  );
}
