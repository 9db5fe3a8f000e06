import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import { notFound } from '../app-error';
import { applications, staff } from '../db/schema';
import { applicationRows } from '../queries/application-rows';
import { staffKeywordFilter, staffName } from '../queries/staff-keyword';
import type { HandlerMap } from './types';

const name = staffName;
const age = sql<number | null>`extract(year from age(${staff.birthDate}))::int`;

const rowColumns = {
  id: staff.id,
  name,
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

const sortColumns = { id: staff.id, name, status: staff.status, created_at: staff.createdAt, age } as const;

export const staffHandlers: HandlerMap<'staff.list' | 'staff.detail'> = {
  async 'staff.list'(args, ctx) {
    const where = and(
      args.status === undefined ? undefined : eq(staff.status, args.status),
      args.keyword ? staffKeywordFilter(args.keyword) : undefined,
    );
    const order = args.sort_dir === 'desc' ? desc : asc;
    const [rows, [{ total }]] = await Promise.all([
      ctx.db
        .select(rowColumns)
        .from(staff)
        .where(where)
        // id breaks ties so pages never repeat or skip a row.
        .orderBy(order(sortColumns[args.sort_by]), order(staff.id))
        .limit(args.page_size)
        .offset((args.page - 1) * args.page_size),
      ctx.db.select({ total: count() }).from(staff).where(where),
    ]);
    return { list: rows, total };
  },

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
