// What can be done to the order now (order_detail.allowed): edit (the palette's form), edit shift time
// (an inline form on the facility's clock), review, notify, cancel. Each button names its key.
import { useState, type FormEvent } from 'react';
import type { CommandContext } from '../../../../../commands';
import { cancelOrder, editOrder, editShiftTime, reviewShiftOrder } from '../../../../../commands/order';
import { triggerShiftNotification } from '../../../../../commands/order-notify';
import type { OrderData } from '../../../../../commands/order-fields';
import { ApiError } from '../../../api/api-error';
import { run } from '../../../commands/dispatcher';
import { useT } from '../../../i18n/i18n';
import { openPalette } from '../../../state/palette';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { FormField, TextInput } from '../../../ui/field';
import { Kbd } from '../../../ui/kbd';
import { DateInput } from '../../../ui/date-input';

interface Allowed { edit: boolean; edit_time: boolean; cancel: boolean; review: boolean; notify: boolean }

const localParts = (iso: string, zone: string) => {
  const parts = Object.fromEntries(new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
    .formatToParts(Date.parse(iso)).map((p) => [p.type, p.value]));
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
};

function TimeForm({ order, context, onDone }: { order: OrderData; context: CommandContext; onDone: () => void }) {
  const t = useT();
  const start = localParts(order.starts_at, order.time_zone);
  const [draft, setDraft] = useState({ date: start.date, start_time: start.time, end_time: localParts(order.ends_at, order.time_zone).time, break_minutes: String(order.break_minutes) });
  const [errors, setErrors] = useState<Record<string, string>>({});
  async function save(e: FormEvent) {
    e.preventDefault();
    setErrors({});
    try {
      await run('order.editTime', { order_id: order.id, version: order.version, ...draft, break_minutes: Number(draft.break_minutes) }, 'screen', { context });
      onDone();
    } catch (error) {
      if (error instanceof ApiError) setErrors(Object.fromEntries(error.fields.map((f) => [f.path, f.message])));
    }
  }
  const field = (key: keyof typeof draft, label: string, type: string, step?: number) => (
    <FormField id={`order-time-${key}`} label={label} error={errors[key]}>
      {type === 'date' ? (
        <DateInput id={`order-time-${key}`} value={draft[key]} invalid={!!errors[key]} onChange={(value) => setDraft({ ...draft, [key]: value })} />
      ) : (
        <TextInput id={`order-time-${key}`} type={type} step={step} value={draft[key]} invalid={!!errors[key]} onChange={(e) => setDraft({ ...draft, [key]: e.target.value })} />
      )}
    </FormField>
  );
  return (
    <form className="mt-3 border-t border-black/5 pt-3" onSubmit={save} data-testid="order-time-form">
      <p className="mb-2 text-xs text-ink-muted">{t('orders.timeTitle')} · {order.time_zone}</p>
      <div className="grid grid-cols-2 gap-x-3">
        {field('date', t('orders.date'), 'date')}
        {field('break_minutes', t('orders.break'), 'number')}
        {field('start_time', t('orders.start'), 'time', 900)}
        {field('end_time', t('orders.end'), 'time', 900)}
      </div>
      <div className="flex gap-2"><Button type="submit" variant="primary">{t('orders.save')}</Button><Button onClick={onDone}>{t('orders.close')}</Button></div>
    </form>
  );
}

export function OrderActionsCard({ order, allowed, blocked, context }: { order: OrderData; allowed: Allowed; blocked: string | null; context: CommandContext }) {
  const t = useT();
  const [timing, setTiming] = useState(false);
  const [busy, setBusy] = useState<string | null>(null);
  async function act(id: string, args: Record<string, unknown>) {
    setBusy(id);
    try {
      await run(id as 'order.cancel', args as never, 'screen', { context });
    } catch { /* shown by the dispatcher */ } finally { setBusy(null); }
  }
  const cancel = () => {
    const reason = window.prompt(t('orders.reasonPrompt', { id: order.id }));
    if (reason?.trim()) void act('order.cancel', { order_id: order.id, version: order.version, reason });
  };
  const reject = () => {
    const note = window.prompt(t('orders.rejectPrompt', { id: order.id }));
    if (note?.trim()) void act('order.review', { order_id: order.id, version: order.version, decision: 'reject', note });
  };
  return (
    <Card title={t('orders.actions')} data-testid="order-actions">
      {blocked && <p className="mb-3 text-sm text-ink-soft" data-testid="order-blocked">{blocked}</p>}
      <div className="flex flex-wrap gap-2">
        {allowed.review && <>
          <Button variant="primary" loading={busy === 'order.review'} onClick={() => act('order.review', { order_id: order.id, version: order.version, decision: 'approve' })} data-testid="order-approve">
            {t('orders.approve')} <Kbd kbd={reviewShiftOrder.kbd!} />
          </Button>
          <Button danger onClick={reject} data-testid="order-reject">{t('orders.reject')}</Button>
        </>}
        {allowed.edit && <Button onClick={() => openPalette('order.edit')} data-testid="order-edit">{t('orders.edit')} <Kbd kbd={editOrder.kbd!} /></Button>}
        {allowed.edit_time && <Button onClick={() => setTiming(!timing)} data-testid="order-edit-time">{t('orders.editTime')} <Kbd kbd={editShiftTime.kbd!} /></Button>}
        {allowed.notify && <Button loading={busy === 'order.notify'} onClick={() => act('order.notify', { order_id: order.id })} data-testid="order-notify">{t('orders.notify')} <Kbd kbd={triggerShiftNotification.kbd!} /></Button>}
        {allowed.notify && <Button loading={busy === 'order.createRecipients'} onClick={() => act('order.createRecipients', { order_id: order.id })} data-testid="order-recipients">{t('orders.recipients')}</Button>}
        {allowed.cancel && <Button danger loading={busy === 'order.cancel'} onClick={cancel} data-testid="order-cancel">{t('orders.cancel')} <Kbd kbd={cancelOrder.kbd!} /></Button>}
      </div>
      {timing && allowed.edit_time && <TimeForm order={order} context={context} onDone={() => setTiming(false)} />}
      <p className="mt-3 text-xs text-ink-muted">{t('orders.keyHint')}</p>
    </Card>
  );
}
