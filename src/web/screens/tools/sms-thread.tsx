// One conversation's messages (oldest first, replies on the left) and a reply box; used by the
// conversations tab. Ctrl+Enter sends through send_sms_by_phone_number.
import { useEffect, useRef, useState } from 'react';
import { ApiError } from '../../api/api-error';
import { run } from '../../commands/dispatcher';
import { useCommandQuery } from '../../commands/use-command-query';
import { tMessage, useT } from '../../i18n/i18n';
import { Button } from '../../ui/button';
import { intlForm, isSendKey, phoneText, SizeLine, StateTag, timeText } from './sms-parts';

export function Thread({ conversationId }: { conversationId: number }) {
  const t = useT();
  const { data } = useCommandQuery('sms.messages', { conversation_id: conversationId });
  const [text, setText] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const end = useRef<HTMLDivElement>(null);
  useEffect(() => end.current?.scrollIntoView({ block: 'end' }), [data]);
  if (!data) return null;
  const c = data.conversation;

  async function send() {
    setBusy(true);
    setError('');
    try {
      await run('sms.sendToPhone', { phone: intlForm(c.phone), message: text }, 'screen', { quiet: true });
      setText('');
    } catch (e) {
      if (e instanceof ApiError) setError(tMessage(e.fields[0]?.message ?? e.message));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="flex h-full flex-col" data-testid="sms-thread" data-conversation-id={c.id}>
      <div className="border-b border-line px-4 py-2">
        <div className="font-medium">{c.name ?? t('sms.conversations.unknown')}</div>
        <div className="text-xs text-ink-muted tabular-nums">{phoneText(c.phone)}</div>
      </div>
      <div className="flex-1 space-y-2 overflow-auto bg-[#fafafa] p-4">
        {data.list.map((m) => (
          <div key={m.id} className={`flex ${m.direction === 'out' ? 'justify-end' : 'justify-start'}`} data-testid="sms-thread-message" data-direction={m.direction}>
            <div className={`max-w-[75%] rounded-lg px-3 py-2 text-sm shadow-sm ${m.direction === 'out' ? 'bg-[#e6f4ff]' : 'bg-white'}`}>
              <p className="whitespace-pre-wrap">{m.body}</p>
              <p className="flex items-center gap-2 pt-1 text-xs text-ink-muted">
                <span>{timeText(m.scheduled_for ?? m.created_at)}</span>
                {m.sent_by_name && <span>· {m.sent_by_name}</span>}
                <StateTag state={m.state} />
              </p>
            </div>
          </div>
        ))}
        <div ref={end} />
      </div>
      <div className="border-t border-line p-3">
        <textarea value={text} placeholder={t('sms.conversations.reply')} onChange={(e) => setText(e.target.value)} data-testid="sms-thread-reply"
          onKeyDown={(e) => { if (isSendKey(e) && text.trim()) { e.preventDefault(); void send(); } }}
          className="h-16 w-full rounded-md border border-[#d9d9d9] p-2 text-sm focus:border-primary focus:outline-none focus:ring-2 focus:ring-primary/20" />
        <div className="flex items-center justify-between">
          <SizeLine text={text} />
          <Button variant="primary" size="sm" loading={busy} disabled={!text.trim()} onClick={() => void send()} data-testid="sms-thread-send">{t('sms.conversations.send')}</Button>
        </div>
        {error && <p role="alert" className="text-sm text-danger">{error}</p>}
        <p className="pt-1 text-xs text-ink-muted">{t('sms.conversations.inbound')}</p>
      </div>
    </div>
  );
}
