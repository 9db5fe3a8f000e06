// Conversations: the numbers texted or heard from, newest first, with who they are and replies waiting;
// j/k or the arrows move, and the chosen one's thread opens beside with a reply box.
import { useEffect, useState } from 'react';
import { useCommandQuery } from '../../commands/use-command-query';
import { useT } from '../../i18n/i18n';
import { Card } from '../../ui/card';
import { TextInput } from '../../ui/field';
import { useDebouncedValue } from '../../ui/use-debounced-value';
import { phoneText, timeText } from './sms-parts';
import { Thread } from './sms-thread';

export function ConversationsTab() {
  const t = useT();
  const [keyword, setKeyword] = useState('');
  const settled = useDebouncedValue(keyword, 250);
  const { data } = useCommandQuery('sms.contacts', { page_size: 50, ...(settled.trim() && { keyword: settled.trim() }) });
  const list = data?.list ?? [];
  const [chosen, setChosen] = useState<number | null>(null);
  const current = list.find((c) => c.id === chosen) ?? list[0];

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const target = e.target as HTMLElement;
      if (target.closest('input, textarea, select, [contenteditable]') || e.ctrlKey || e.metaKey || e.altKey) return;
      const at = list.findIndex((c) => c.id === current?.id);
      if ((e.key === 'j' || e.key === 'ArrowDown') && at < list.length - 1) { e.preventDefault(); setChosen(list[at + 1]!.id); }
      if ((e.key === 'k' || e.key === 'ArrowUp') && at > 0) { e.preventDefault(); setChosen(list[at - 1]!.id); }
      if (e.key === 'Enter' && current) { e.preventDefault(); document.querySelector<HTMLTextAreaElement>('[data-testid="sms-thread-reply"]')?.focus(); }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [list, current]);

  return (
    <Card bodyClassName="p-0">
      <div className="grid h-[calc(100vh-300px)] min-h-[420px] grid-cols-[minmax(240px,340px)_1fr]">
        <div className="flex min-h-0 flex-col border-r border-line">
          <div className="p-2"><TextInput value={keyword} placeholder={t('sms.conversations.search')} onChange={(e) => setKeyword(e.target.value)} data-testid="sms-contacts-search" /></div>
          <ul className="flex-1 overflow-auto" data-testid="sms-contacts">
            {list.length === 0 && <li className="p-4 text-sm text-ink-muted">{t('sms.conversations.empty')}</li>}
            {list.map((c) => (
              <li key={c.id}>
                <button type="button" onClick={() => setChosen(c.id)} data-testid="sms-contact" data-selected={c.id === current?.id}
                  className={`block w-full border-b border-line px-3 py-2 text-left text-sm ${c.id === current?.id ? 'bg-[#e6f4ff]' : 'hover:bg-[#fafafa]'}`}>
                  <div className="flex justify-between gap-2">
                    <span className="truncate font-medium">{c.name ?? phoneText(c.phone)}</span>
                    <span className="shrink-0 text-xs text-ink-muted">{timeText(c.last_message_at)}</span>
                  </div>
                  <div className="flex justify-between gap-2 text-xs text-ink-soft">
                    <span className="truncate">{c.last_direction === 'in' ? '↩ ' : ''}{c.last_body}</span>
                    {c.replies_waiting > 0 && <span className="shrink-0 rounded bg-primary px-1.5 text-white">{t('sms.conversations.waiting', { count: c.replies_waiting })}</span>}
                  </div>
                </button>
              </li>
            ))}
          </ul>
        </div>
        <div className="min-h-0">
          {current ? <Thread key={current.id} conversationId={current.id} /> : <p className="p-6 text-sm text-ink-muted">{t('sms.conversations.choose')}</p>}
        </div>
      </div>
    </Card>
  );
}
