// One-time secrets in messages (a sign-in code, a temporary password, a link's token) travel to their
// recipient and nowhere else: the outbox row people can read holds the text with each secret masked, and
// the text as sent is kept apart until the transport has it (db/tables/core.ts, outbox.secretBody).
import type { OutgoingMessage } from './messenger';

/** Shown in place of a secret; always the same length, so it says nothing about the secret's. */
export const SECRET_MASK = '••••••';

/** The text with every occurrence of each secret replaced by the mask (longest first, so none is left half-shown). */
export function maskSecrets(text: string, secrets: readonly string[] | undefined): string {
  if (!secrets?.length) return text;
  let masked = text;
  for (const secret of [...secrets].filter(Boolean).sort((a, b) => b.length - a.length)) masked = masked.split(secret).join(SECRET_MASK);
  return masked;
}

/** A message as a person may see it (a dry run's preview of what would be sent): its secrets masked and dropped. */
export function shownMessage(message: OutgoingMessage): OutgoingMessage {
  if (!message.secrets?.length) return message;
  const { secrets, ...rest } = message;
  const shown: OutgoingMessage = { ...rest, body: maskSecrets(message.body, secrets) };
  if (message.subject !== undefined) shown.subject = maskSecrets(message.subject, secrets);
  return shown;
}
