import { asc, desc, eq, sql } from 'drizzle-orm';
import { staffCommands, type editStaffMasterBoard, type enabledStaffList, type MasterBoard, type staffList } from '../../../commands/staff';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import { notFound } from '../app-error';
import type { Queryable } from '../db/open';
import { applications, facilities, providers, staff, staffMasterBoardEntries } from '../db/schema';
import { loadVersioned } from '../kit/versioned-update';
import { atPlace, bumpBoardVersion, loadMasterBoard, refuseContradiction, resolvePlace } from '../queries/staff-masterboard';
import { pagedList, type PagedListSpec } from '../kit/paged-list';
import { applicationRows } from '../queries/application-rows';
import { checklistHistory } from '../queries/staff-checklist-history';
import { staffName } from '../queries/staff-keyword';
import { staffListFilters } from '../queries/staff-list-filters';
import type { HandlerContext, HandlersFor } from './types';
import type { ParsedArgsOf } from '../../../commands';
import type { StaffRow } from '../../../commands/staff';

const age = sql<number | null>`extract(year from age(${staff.birthDate}))::int`;

const rowColumns = {
  id: staff.id,
  name: staffName,
  first_name: staff.firstName,
  surname: staff.surname,
  age,
  position: staff.position,
  experience: staff.experience,
  email: staff.email,
  phone: staff.phone,
  status: staff.status,
  tags: staff.tags,
  level_id: staff.levelId,
  suburb: staff.suburb,
  state: staff.state,
  created_at: staff.createdAt,
  version: staff.version,
};

const staffRows = (db: Queryable) => db.select(rowColumns).from(staff).$dynamic();
const staffMatching = (db: Queryable, columns: SelectedFields) => db.select(columns).from(staff).$dynamic();
const sorts = { id: staff.id, name: staffName, status: staff.status, created_at: staff.createdAt, age };

// Keyword and position shape their SQL from the value (digits, lower case): those calls build afresh.
const plainStaffFilters = ['status', 'level_id', 'state', 'experience', 'tag', 'created_from', 'created_to'] as const;

const applicantList: PagedListSpec<ParsedArgsOf<typeof staffList>, StaffRow> = {
  name: 'get_staff_list',
  rows: staffRows,
  matching: staffMatching,
  filters: { ...staffListFilters, status: (status) => eq(staff.status, status) },
  plainFilters: plainStaffFilters,
  sorts,
  tieBreak: staff.id,
};

const ENABLED = 10;

const enabledList: PagedListSpec<ParsedArgsOf<typeof enabledStaffList>, StaffRow> = {
  name: 'get_enabled_staff_list',
  rows: staffRows,
  matching: staffMatching,
  filters: staffListFilters,
  sorts,
  tieBreak: staff.id,
};

export const staffHandlers: HandlersFor<typeof staffCommands> = {
  'staff.list': (args, ctx) => pagedList(ctx.db, applicantList, args),

  'staff.enabledList': (args, ctx) => pagedList(ctx.db, enabledList, args, eq(staff.status, ENABLED)),

  async 'staff.detail'({ staff_id }, ctx) {
    const [person] = await ctx.db
      .select({ ...rowColumns, birth_date: staff.birthDate, gender: staff.gender, postcode: staff.postcode, updated_at: staff.updatedAt })
      .from(staff)
      .where(eq(staff.id, staff_id));
    if (!person) throw notFound('Applicant', staff_id);
    const list = await applicationRows(ctx.db)
      .where(eq(applications.staffId, staff_id))
      .orderBy(desc(applications.appliedAt));
    return { staff: person, applications: list };
  },

  async 'staff.masterboard'({ staff_id }, ctx) {
    const board = await loadMasterBoard(ctx.db, staff_id);
    if (!board) throw notFound('Staff', staff_id);
    return { master_board: board };
  },

  async 'staff.masterboardFacilities'({ provider_id }, ctx) {
    const [provider] = await ctx.db
      .select({ id: providers.id, name: providers.name, state: providers.state, status: providers.status })
      .from(providers)
      .where(eq(providers.id, provider_id));
    if (!provider) throw notFound('Provider', provider_id);
    const list = await ctx.db
      .select({ id: facilities.id, name: facilities.name, suburb: facilities.suburb, state: facilities.state })
      .from(facilities)
      .where(eq(facilities.providerId, provider_id))
      .orderBy(asc(facilities.name), asc(facilities.id));
    return { provider, list };
  },

  'staff.editMasterboard': async (args, ctx) => ({ master_board: await editMasterBoard(args, ctx) }),

  async 'staff.checklistHistory'({ staff_id, item }, ctx) {
    const [person] = await ctx.db.select({ id: staff.id }).from(staff).where(eq(staff.id, staff_id));
    if (!person) throw notFound('Staff', staff_id);
    return { list: await checklistHistory(ctx.db, staff_id, item) };
  },
};

/** One entry of a board set, changed or removed under the board's version; a change to nothing writes nothing. */
async function editMasterBoard(args: ParsedArgsOf<typeof editStaffMasterBoard>, ctx: HandlerContext): Promise<MasterBoard> {
  const { staff_id, provider_id, standing, version } = args;
  const found = await loadMasterBoard(ctx.db, staff_id);
  if (!found) throw notFound('Staff', staff_id);
  const before = await loadVersioned(ctx.db, { noun: 'The master board of staff', id: staff_id, seen: version, load: async () => found });
  const place = await resolvePlace(ctx.db, provider_id, args.facility_id ?? null);
  const current = before.entries.find((e) => e.provider_id === place.providerId && e.facility_id === place.facilityId);
  const note = args.note ?? (standing === current?.standing ? current.note : '');
  const priority = standing === 'preferred' ? (args.priority ?? current?.priority ?? 1) : null;
  if (standing === 'none' ? !current : current && current.standing === standing && current.priority === priority && current.note === note) return before;
  if (standing !== 'none') {
    const [person] = await ctx.db.select({ name: staffName }).from(staff).where(eq(staff.id, staff_id));
    refuseContradiction(before, place, standing, person.name);
  }

  await bumpBoardVersion(ctx.db, staff_id, before.version);
  const by = ctx.account?.id ?? null;
  if (standing === 'none') await ctx.db.delete(staffMasterBoardEntries).where(atPlace(staff_id, place));
  else if (current) await ctx.db.update(staffMasterBoardEntries).set({ standing, priority, note, updatedBy: by, updatedAt: sql`now()` }).where(atPlace(staff_id, place));
  else await ctx.db.insert(staffMasterBoardEntries).values({ staffId: staff_id, providerId: place.providerId, facilityId: place.facilityId, standing, priority, note, updatedBy: by });

  const after = (await loadMasterBoard(ctx.db, staff_id))!;
  ctx.audit({ entity: 'staff_master_board', entityId: staff_id, before, after });
  return after;
}
