import { applicationHandlers } from './application';
import { authHandlers } from './auth';
import { searchHandlers } from './search';
import { staffHandlers } from './staff';
import type { Handlers } from './types';

/** Exhaustive over the catalogue's server commands: a command without a handler does not compile. */
export const handlers: Handlers = {
  ...authHandlers,
  ...staffHandlers,
  ...applicationHandlers,
  ...searchHandlers,
};
