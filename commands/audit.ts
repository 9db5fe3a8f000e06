// The audit log (issue 13): every change, sign-in, failed sign-in and refused call leaves an append-only
// row; the admin area's audit screen (/admin/audit) searches it by person, command, record and time.
// Managers read it (the admin domain of commands/permissions.ts); nobody writes it through a command.
import { z } from 'zod';
import { auditOutcomes } from '../src/domain/enums/audit';
import { isoDate } from './application-workflow-fields';
import { defineCommand, type CommandContext } from './define';
import { codeOf, page, pageSize, pagedResult, recordId } from './fields';

export const auditRow = z.object({
  id: z.number().int(),
  at: z.string(),
  outcome: codeOf('Outcome', auditOutcomes),
  account_id: z.number().int().nullable(),
  account_name: z.string().nullable(),
  account_email: z.string().nullable(),
  command: z.string(),
  /** The command's title in the catalogue, or its id when the catalogue no longer has it. */
  title: z.string(),
  api: z.string(),
  source: z.string(),
  entity: z.string().nullable(),
  entity_id: z.string().nullable(),
  client_ip: z.string(),
});
export type AuditRow = z.infer<typeof auditRow>;

const text = (what: string, max: number) =>
  z.string({ error: `${what} must be text.` }).trim().max(max, `${what} is at most ${max} characters.`).optional();

const onEntry = (ctx: CommandContext) => ctx.record?.kind === 'auditEntry';

export const auditLogList = defineCommand({
  id: 'audit.list',
  api: 'admin_audit_log',
  title: 'Search the audit log',
  area: 'admin',
  kind: 'query',
  keywords: ['audit', 'history', 'who changed', 'change log', 'sign-ins', 'refused'],
  args: z
    .strictObject({
      page, page_size: pageSize,
      /** Name or email of the person (part of it). */
      person: text('Person', 100),
      account_id: recordId('Person id').optional(),
      /** A command id or api name, or the start of one (`application.` finds every application command). */
      command: text('Command', 100),
      /** A record: its kind (`application`) and, optionally, its id. */
      entity: text('Record kind', 60),
      entity_id: text('Record id', 60),
      outcome: codeOf('Outcome', auditOutcomes).optional(),
      from: isoDate('From').optional(),
      to: isoDate('To').optional(),
    })
    .superRefine((v, ctx) => {
      if (v.from && v.to && v.to < v.from) ctx.addIssue({ code: 'custom', path: ['to'], message: `To ${v.to} is before From ${v.from}.` });
      if (v.entity_id && !v.entity) ctx.addIssue({ code: 'custom', path: ['entity'], message: 'Name the record kind with its id.' });
    }),
  result: pagedResult(auditRow),
});

export const auditEntry = defineCommand({
  id: 'audit.entry',
  api: 'admin_audit_entry',
  title: 'Show audit entry',
  area: 'admin',
  kind: 'query',
  when: onEntry,
  fill: (ctx) => (onEntry(ctx) ? { audit_id: ctx.record!.id } : {}),
  recordArg: 'audit_id',
  args: z.strictObject({ audit_id: recordId('Audit entry id') }),
  result: z.object({
    entry: auditRow.extend({ args: z.unknown(), before: z.unknown(), after: z.unknown() }),
    /** Fields whose value differs between the before and after images, in their order. */
    changed: z.array(z.string()),
  }),
});

export const auditCommands = [auditLogList, auditEntry] as const;
