// Argument and row shapes shared by the note, tag and attachment commands.
import { z } from 'zod';
import type { CommandContext } from './define';
import { recordId } from './fields';

export const staffId = recordId('Staff id');
export const applicationId = recordId('Application id');

/** Text with a required message and a length limit, both naming the field ('Note is required.'). */
export const requiredText = (what: string, max: number) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? `${what} is required.` : `${what} must be text.`) })
    .trim()
    .min(1, `${what} is required.`)
    .max(max, `${what} is at most ${max.toLocaleString('en-AU')} characters.`);

export const NOTE_MAX = 2000;

/** Notes, tags and staff attachments act on the person in view: an applicant or an enabled worker. */
export const onPerson = (ctx: CommandContext) => ctx.record?.kind === 'applicant' || ctx.record?.kind === 'staff';
export const fromPerson = (ctx: CommandContext) => (onPerson(ctx) ? { staff_id: ctx.record!.id } : {});

export const onApplication = (ctx: CommandContext) => ctx.record?.kind === 'application';
export const fromApplication = (ctx: CommandContext) => (onApplication(ctx) ? { application_id: ctx.record!.id } : {});

export const deletedResult = z.object({ id: z.number().int(), deleted: z.literal(true) });
