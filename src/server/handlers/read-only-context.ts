// The context of a handler called outside runCommand by a route that only reads (public positions, place
// look-ups): nobody is signed in and nothing may be written, so any write is a programming error.
import type { Services } from '../rpc/call-types';
import type { HandlerContext } from './types';

/** `caller` names the route in the error a write would raise ('A public read'). */
export function readOnlyContext(services: Services, caller: string): HandlerContext {
  const refuse = (what: string) => () => {
    throw new Error(`${caller} wrote ${what}.`);
  };
  return {
    db: services.database.db, account: null, sessionTokenHash: null, clientIp: '', userAgent: '', config: services.config,
    adapters: services.adapters, now: new Date(),
    audit: refuse('an audit row'),
    writeWithAudit: refuse('a row'),
    writeLast: refuse('a row'),
    onRollback: () => {},
  };
}
