import type { z } from 'zod';
import type { conversationMessage } from '../../../../../commands/ai-summary';
import { timeAgoLong } from '../../../i18n/time-ago';
import { useT } from '../../../i18n/i18n';

type Message = z.infer<typeof conversationMessage>;

/** The screening conversation as a chat: the recruiter on the left, the candidate on the right. */
export function AiSummaryConversation({ messages, loading }: { messages: readonly Message[] | undefined; loading: boolean }) {
  const t = useT();
  if (!messages) return <p className="text-sm text-ink-muted">{loading ? t('table.loading') : ''}</p>;
  if (messages.length === 0) return <p className="text-sm text-ink-muted" data-testid="ai-no-conversation">{t('aiExports.ai.noConversation')}</p>;
  return (
    <ol className="max-h-[420px] space-y-2 overflow-y-auto pr-1" data-testid="ai-conversation" aria-label={t('aiExports.ai.conversation')}>
      {messages.map((m) => {
        const mine = m.sender === 'candidate';
        return (
          <li key={m.id} className={`flex ${mine ? 'justify-end' : 'justify-start'}`} data-sender={m.sender}>
            <div className={`max-w-[85%] rounded-lg px-3 py-2 text-sm ${mine ? 'bg-primary-50 text-ink' : 'bg-black/[0.04] text-ink'}`}>
              <div className="mb-0.5 flex items-baseline gap-2 text-xs text-ink-muted">
                <span className="font-medium text-ink-soft">{m.author_name}</span>
                <time dateTime={m.sent_at} title={m.sent_at}>{timeAgoLong(m.sent_at)}</time>
              </div>
              <p className="whitespace-pre-line">{m.body}</p>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
