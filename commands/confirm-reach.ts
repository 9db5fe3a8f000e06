// What a destructive change reaches beyond its one record, so its confirm says it before the Enter (issue
// 22 §4): 'Disable Brolga Home Care: 4 active facilities, 12 upcoming shifts'. The server counts
// (change_reach, src/server/handlers/change-reach.ts); this file says which calls have a reach, the
// record it is counted from and the action in words (the browser words both, en and zh).
import { z } from 'zod';
import { defineCommand } from './define';
import { recordId } from './fields';

/** The records whose reach the server counts. */
export const reachSubjects = ['provider', 'disableRequest', 'facility', 'shift', 'operator', 'jobAd', 'adminUser', 'staff'] as const;
export type ReachSubject = (typeof reachSubjects)[number];

/** What it counts; each is worded by the browser (confirmReach.counts.*). */
export const reachCounts = [
  'active_facilities', 'upcoming_shifts', 'booked_workers', 'active_operators', 'assigned_workers', 'workers_texted', 'workers_without_phone',
  'other_active_operators', 'open_applications', 'sessions_ended', 'booked_upcoming_shifts',
] as const;
export type ReachCount = (typeof reachCounts)[number];

export const changeReach = defineCommand({
  id: 'provider.changeReach',
  api: 'change_reach',
  title: 'Show what a disable or cancel reaches',
  area: 'provider',
  kind: 'query',
  keywords: ['reach', 'impact', 'affected'],
  args: z.strictObject({
    subject: z.enum(reachSubjects, { error: `Subject must be one of ${reachSubjects.join(', ')}.` }),
    id: recordId('Record id'),
  }),
  result: z.object({
    /** What people call the record ('Brolga Home Care'; an order's position and facility). */
    name: z.string(),
    /** The provider it belongs to, where that is another record (a facility's, an operator's). */
    provider_name: z.string().nullable(),
    counts: z.array(z.object({ what: z.enum(reachCounts), count: z.number().int() })),
  }),
});

/** The action a confirm names; each is worded by the browser (preview.reach.actions.*, and bulkActions.* over several rows). */
export const reachActions = [
  'requestDisable', 'approveDisable', 'rejectDisable', 'disableFacility', 'cancelOrder', 'disableOperator', 'archiveJobAd', 'disableAdminUser', 'disableStaff',
] as const;
export type ReachAction = (typeof reachActions)[number];

/** What a change over several rows reaches, all told (the bulk dry run's answer carries it). */
export const reachTotal = z.object({
  action: z.enum(reachActions),
  counts: z.array(z.object({ what: z.enum(reachCounts), count: z.number().int() })),
});

export interface ReachOf {
  subject: ReachSubject;
  /** The argument that holds the subject's id. */
  idArg: string;
  /** The action these arguments take, or undefined where they reach nothing beyond the record (enabling). */
  action: (args: Record<string, unknown>) => ReachAction | undefined;
}

/** The calls whose confirm names their reach, by command id. Each asks to confirm when `action` answers. */
export const reachOf: Readonly<Record<string, ReachOf>> = {
  'provider.setStatus': { subject: 'provider', idArg: 'provider_id', action: (a) => (a.status === 'disabled' ? 'requestDisable' : undefined) },
  'provider.approveDisable': {
    subject: 'disableRequest', idArg: 'request_id',
    action: (a) => (a.decision === 'approve' ? 'approveDisable' : a.decision === 'reject' ? 'rejectDisable' : undefined),
  },
  'facility.edit': { subject: 'facility', idArg: 'facility_id', action: (a) => (a.active === false ? 'disableFacility' : undefined) },
  'order.cancel': { subject: 'shift', idArg: 'order_id', action: () => 'cancelOrder' },
  'operator.setStatus': { subject: 'operator', idArg: 'operator_id', action: (a) => (a.status === 'inactive' ? 'disableOperator' : undefined) },
  // Archived (100): the ad's applications still in progress are left on an ad nobody sees.
  'job.changeStatus': { subject: 'jobAd', idArg: 'job_id', action: (a) => (a.status === 100 ? 'archiveJobAd' : undefined) },
  // Disabling ends the user's sessions at once (set_admin_user_status revokes them).
  'admin.setUserStatus': { subject: 'adminUser', idArg: 'user_id', action: (a) => (a.status === 'inactive' ? 'disableAdminUser' : undefined) },
  // Disabled (12): their bookings on upcoming shifts are not taken away, so the confirm says how many stay.
  'profile.modifyStatus': { subject: 'staff', idArg: 'staff_id', action: (a) => (a.new_status === 12 ? 'disableStaff' : undefined) },
};

/** The action a call over several rows takes with these shared arguments, or undefined where it reaches nothing more. */
export function reachActionFor(commandId: string, shared: Record<string, unknown>): { subject: ReachSubject; action: ReachAction } | undefined {
  const of = reachOf[commandId];
  const action = of?.action(shared);
  return of && action ? { subject: of.subject, action } : undefined;
}

/** The reach a call with these arguments has: what to read and the action, or undefined. */
export function reachFor(commandId: string, args: Record<string, unknown>): { subject: ReachSubject; id: number; action: ReachAction } | undefined {
  const of = reachOf[commandId];
  const id = of ? args[of.idArg] : undefined;
  const action = of?.action(args);
  return of && action && typeof id === 'number' ? { subject: of.subject, id, action } : undefined;
}

export const confirmReachCommands = [changeReach] as const;
