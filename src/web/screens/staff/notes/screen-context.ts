// The record a notes screen acts on, given to the dispatcher with each call: the page knows the applicant
// or the application before (and whatever) the list focus says.
import type { CommandContext } from '../../../../../commands';

export const personContext = (staffId: number, fields?: Record<string, unknown>): CommandContext => ({
  path: location.pathname,
  record: { kind: 'applicant', id: staffId, fields },
});

export const applicationContext = (applicationId: number, fields?: Record<string, unknown>): CommandContext => ({
  path: location.pathname,
  record: { kind: 'application', id: applicationId, fields },
});
