// Staff status changes: the allowed moves (src/domain/staff-status-moves.ts), the preview with the message,
// position and files, and the versioned write that may also set the pay level and email the applicant.
import { and, asc, eq } from 'drizzle-orm';
import type { staffStatusCommands } from '../../../../commands/staff-status-change';
import type { CitizenshipCode } from '../../../domain/enums/identity';
import { checklistForStatus } from '../../../domain/staff-forms/checklist';
import { canMoveStaff, moveNeedsLevel, staffMove, staffMovesFrom, staffStatusName } from '../../../domain/staff-status-moves';
import { statusNotice } from '../../../domain/staff-status-notice';
import { needsVisaCheck } from '../../../domain/visa-check';
import { conflict, notFound } from '../../app-error';
import type { Queryable } from '../../db/open';
import { positionLevels, positionQualifications, positions, qualifications, staff } from '../../db/schema';
import { versionedUpdate } from '../../kit/versioned-update';
import type { HandlersFor } from '../types';
import { checklistFor } from './form-info';
import { readForms } from './form-store';
import { fullName, levelName, loadPerson, positionName, type Person } from './person';

interface ChangeRequest {
  staff_id: number;
  new_status: number;
  new_level?: number;
  version?: number;
  message?: string;
}

async function levelsOf(db: Queryable, positionId: number | null) {
  if (positionId === null) return [];
  return db
    .select({ id: positionLevels.id, level: positionLevels.level, hourly_rate: positionLevels.hourlyRate })
    .from(positionLevels)
    .where(eq(positionLevels.positionId, positionId))
    .orderBy(asc(positionLevels.level));
}

/** The checks an allowed change passes, shared by the preview and the write, and what it will say. */
async function planChange(db: Queryable, request: ChangeRequest, now: Date) {
  const person = await loadPerson(db, request.staff_id);
  const who = `applicant ${person.id} (${fullName(person)})`;
  if (request.version !== undefined && request.version !== person.version) {
    throw conflict(`Applicant ${person.id} was changed by someone else (now version ${person.version}, you had ${request.version}). Reload and try again.`, {
      current_version: person.version,
    });
  }
  const from = person.status;
  const to = request.new_status;
  const levelChangeOnly = to === from && request.new_level !== undefined && request.new_level !== person.levelId;
  if (to === from && !levelChangeOnly) throw conflict(`${who[0]!.toUpperCase()}${who.slice(1)} is already ${staffStatusName(from)}.`);
  if (!levelChangeOnly && !canMoveStaff(from, to)) {
    const allowed = staffMovesFrom(from).map((m) => staffStatusName(m.to));
    throw conflict(`Cannot move ${who} from ${staffStatusName(from)} to ${staffStatusName(to)}. ${allowed.length ? `Allowed: ${allowed.join(', ')}.` : 'No move is allowed from there.'}`);
  }

  const levels = await levelsOf(db, person.positionId);
  let level: number | null = person.level;
  if (request.new_level !== undefined) {
    const [chosen] = await db
      .select({ id: positionLevels.id, level: positionLevels.level, positionId: positionLevels.positionId, position: positions.name })
      .from(positionLevels)
      .innerJoin(positions, eq(positions.id, positionLevels.positionId))
      .where(eq(positionLevels.id, request.new_level));
    if (!chosen) throw notFound('Level', request.new_level);
    if (chosen.positionId !== person.positionId) {
      throw conflict(`Level ${chosen.id} is a ${chosen.position} level, but ${who} is a ${person.position || 'person without a position'}.`);
    }
    level = chosen.level;
  } else if (moveNeedsLevel(to) && person.levelId === null) {
    const range = levels.length ? `${person.position} has levels ${levels[0]!.level} to ${levels.at(-1)!.level}` : `${person.position || 'their position'} has no levels yet`;
    throw conflict(`Choose a level (new_level) to enable ${who}: ${range}.`);
  }

  const forms = await readForms(db, person);
  const required = person.positionId === null ? [] : await db
    .select({ name: qualifications.name })
    .from(positionQualifications)
    .innerJoin(qualifications, eq(qualifications.id, positionQualifications.qualificationId))
    .where(and(eq(positionQualifications.positionId, person.positionId), eq(positionQualifications.required, true)))
    .orderBy(asc(qualifications.name));
  const position = positionName({ position: person.position, level });
  const notice = statusNotice(to, {
    firstName: person.firstName,
    positionName: position,
    requiredQualifications: required.map((q) => q.name),
    needsVisaCheck: needsVisaCheck((forms.application.data.citizenship ?? null) as CitizenshipCode | null),
  });
  const checklist = await checklistFor(db, person, forms, now);
  const wanted = new Set(levelChangeOnly ? [] : (checklistForStatus[to] ?? []));
  const warnings = checklist.items.filter((i) => wanted.has(i.key) && !i.done).map((i) => `${i.label}: ${i.detail}`);
  return { person, from, to, level, position, notice, warnings, levelChangeOnly };
}

type StaffImage = { id: number; status: number; level_id: number | null; version: number; updated_at: string };
const loadImage = async (db: Queryable, id: number): Promise<StaffImage | undefined> =>
  (await db.select({ id: staff.id, status: staff.status, level_id: staff.levelId, version: staff.version, updated_at: staff.updatedAt }).from(staff).where(eq(staff.id, id)))[0];

export const staffStatusHandlers: HandlersFor<typeof staffStatusCommands> = {
  async 'profile.statusMoves'({ staff_id }, ctx) {
    const person = await loadPerson(ctx.db, staff_id);
    const levels = await levelsOf(ctx.db, person.positionId);
    return {
      staff_id: person.id,
      status: person.status,
      version: person.version,
      level_id: person.levelId,
      position_name: positionName(person),
      moves: staffMovesFrom(person.status).map((m) => ({ status: m.to, label: m.label, default: m.default, danger: m.danger, needs_level: moveNeedsLevel(m.to) && person.levelId === null })),
      levels: levels.map((l) => ({ id: l.id, level: l.level, name: levelName(l.level), hourly_rate: l.hourly_rate })),
    };
  },

  async 'profile.statusChangeInfo'(args, ctx) {
    const plan = await planChange(ctx.db, args, ctx.now);
    return {
      staff_id: plan.person.id,
      name: fullName(plan.person),
      from_status: plan.from,
      new_status: plan.to,
      new_level: args.new_level ?? plan.person.levelId,
      position_name: plan.position,
      message: args.message ?? plan.notice.message,
      file_list: plan.notice.files,
      notify: plan.notice.notify && args.notify !== false && !plan.levelChangeOnly,
      warnings: plan.warnings,
    };
  },

  async 'profile.modifyStatus'(args, ctx) {
    // The version is checked first, then the move: a stale screen hears 'reload' before anything else.
    const plan = await planChange(ctx.db, args, ctx.now);
    const after = await versionedUpdate(ctx, {
      noun: 'Applicant',
      id: args.staff_id,
      seen: args.version,
      load: loadImage,
      table: staff,
      entity: 'staff',
      change: () => ({ status: plan.to, ...(args.new_level !== undefined ? { levelId: args.new_level } : {}) }),
      after: (before, u) => ({ ...before, status: u.status, level_id: u.levelId, version: u.version, updated_at: u.updatedAt }),
    });
    const notified = args.notify && plan.notice.notify && !plan.levelChangeOnly;
    if (notified) {
      const move = staffMove(plan.from, plan.to);
      await ctx.adapters.messenger.enqueue(ctx.db, {
        channel: 'email',
        recipient: plan.person.email,
        subject: `Your application: ${move?.label ?? 'status update'}`,
        body: args.message ?? plan.notice.message,
      });
    }
    return {
      staff_id: after.id,
      status: after.status,
      level_id: after.level_id,
      level_name: plan.level === null ? null : levelName(plan.level),
      version: after.version,
      updated_at: after.updated_at,
      notified,
    };
  },
};
