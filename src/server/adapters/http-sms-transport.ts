// SMS over an HTTP provider API (SMS_API_URL, SMS_API_KEY, SMS_FROM). The contract (docs/delivery.md):
// POST <url> with JSON {to, from, body, reference}, `Authorization: Bearer <key>` and
// `Idempotency-Key: <reference>`; a 2xx answer is accepted (its JSON `id`, when there is one, is kept).
// 5xx, 408, 429, timeouts and network errors are retryable; any other 4xx is a permanent refusal.
import type { SmsApiConfig } from '../delivery/delivery-config';
import { DeliveryError, type SmsTransport } from './delivery-transports';

const MAX_ERROR_TEXT = 300;

const retryableStatus = (status: number) => status >= 500 || status === 408 || status === 429;

export function httpSmsTransport(config: SmsApiConfig): SmsTransport {
  return {
    name: 'http-sms',
    async send(sms, signal) {
      let response: Response;
      try {
        response = await fetch(config.url, {
          method: 'POST',
          signal,
          headers: {
            'content-type': 'application/json',
            'idempotency-key': sms.idempotencyKey,
            ...(config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {}),
          },
          body: JSON.stringify({ to: sms.to, from: config.from, body: sms.body, reference: sms.idempotencyKey }),
        });
      } catch (error) {
        const e = error as Error;
        throw new DeliveryError(e.name === 'AbortError' || e.name === 'TimeoutError' ? 'SMS API timed out.' : `SMS API unreachable: ${e.message}`, true);
      }
      const text = await response.text().catch(() => '');
      if (!response.ok) {
        throw new DeliveryError(`SMS API ${response.status}: ${text.slice(0, MAX_ERROR_TEXT) || response.statusText}`, retryableStatus(response.status));
      }
      let id: string | null = null;
      try {
        const json = JSON.parse(text) as { id?: unknown; message_id?: unknown };
        const found = json.id ?? json.message_id;
        if (typeof found === 'string' || typeof found === 'number') id = String(found);
      } catch {
        // A 2xx without JSON is still accepted.
      }
      return { providerMessageId: id };
    },
  };
}
