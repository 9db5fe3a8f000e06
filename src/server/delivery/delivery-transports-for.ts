// Which transports deliver: SMTP and the SMS API when configured, the outbox itself otherwise.
import type { DeliveryTransports } from '../adapters/delivery-transports';
import { httpSmsTransport } from '../adapters/http-sms-transport';
import { outboxEmail, outboxSms } from '../adapters/outbox-transports';
import { smtpTransport } from '../adapters/smtp-transport';
import type { DeliveryConfig } from './delivery-config';

export function transportsFor(config: DeliveryConfig): DeliveryTransports {
  return {
    email: config.smtp ? smtpTransport(config.smtp, config.timeoutMs) : outboxEmail,
    sms: config.sms ? httpSmsTransport(config.sms) : outboxSms,
  };
}
