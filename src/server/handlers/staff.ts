import { arrayContains, desc, eq, gte, lt, sql } from 'drizzle-orm';
import { staffCommands, type enabledStaffList, type staffList } from '../../../commands/staff';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import { notFound } from '../app-error';
import type { Queryable } from '../db/open';
import { applications, staff } from '../db/schema';
import { pagedList, type PagedListSpec } from '../kit/paged-list';
import { applicationRows } from '../queries/application-rows';
import { staffKeywordFilter, staffName } from '../queries/staff-keyword';
import type { HandlersFor } from './types';
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
  suburb: staff.suburb,
  state: staff.state,
  created_at: staff.createdAt,
  version: staff.version,
};

const staffRows = (db: Queryable) => db.select(rowColumns).from(staff).$dynamic();
const staffMatching = (db: Queryable, columns: SelectedFields) => db.select(columns).from(staff).$dynamic();
const sorts = { id: staff.id, name: staffName, status: staff.status, created_at: staff.createdAt, age };

const applicantList: PagedListSpec<ParsedArgsOf<typeof staffList>, StaffRow> = {
  name: 'get_staff_list',
  rows: staffRows,
  matching: staffMatching,
  filters: { status: (status) => eq(staff.status, status), keyword: staffKeywordFilter },
  sorts,
  tieBreak: staff.id,
};

const ENABLED = 10;
const dayAfter = (date: string) => sql`(${date}::date + 1)`;

const enabledList: PagedListSpec<ParsedArgsOf<typeof enabledStaffList>, StaffRow> = {
  name: 'get_enabled_staff_list',
  rows: (db) => staffRows(db),
  matching: staffMatching,
  filters: {
    keyword: staffKeywordFilter,
    position: (position) => eq(sql`lower(${staff.position})`, position.toLowerCase()),
    state: (state) => eq(staff.state, state),
    experience: (experience) => eq(staff.experience, experience),
    tag: (tag) => arrayContains(staff.tags, [tag]),
    created_from: (from) => gte(staff.createdAt, sql`${from}::date`),
    created_to: (to) => lt(staff.createdAt, dayAfter(to)),
  },
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
};
