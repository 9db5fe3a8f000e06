// Demo orders: the seeded shifts become orders (pay level, workers asked for, site contact, the
// credentials their position requires, review state, who asked), with notes, site documents, recipients,
// the pushes sent and the audit rows an order's history reads. Set-based SQL, so 'large' stays fast.
import { sql } from 'drizzle-orm';
import { accounts } from '../../db/schema';
import { EPOCH_MS, isoAt } from '../clock';
import { DEMO_KEY_PREFIX, demoDocument } from '../../adapters/file-store-demo';
import type { AreaSeedContext } from './area-seed';

const epoch = isoAt(EPOCH_MS);

const REQUIREMENTS = [
  '', '', '',
  'Dementia-specific unit: experience with behaviours of concern preferred.',
  'Must be able to do manual handling (hoist and slide sheet).',
  'Female worker requested for personal care on this wing.',
  'Medication competency needed: assists with Webster packs.',
  'Driver’s licence and own car: community visits between sites.',
  'Palliative resident on the floor; quiet, experienced worker please.',
];

const NOTES = [
  'Please report to reception on arrival and ask for the shift lead.',
  'Parking at the rear of the building, enter from the side street.',
  'Bring your own lunch: the kitchen is closed for renovation.',
  'Handover at the nurses’ station 15 minutes before start.',
  'Covering planned leave of a permanent staff member.',
];

const ADMIN_NOTES = [
  'Called the facility: they are happy with any worker who has done a shift there before.',
  'Provider asked for the same worker as last week if possible.',
  'Facility confirmed the start time by phone.',
  'Shift lead changed; updated contact details.',
  'Reminder sent to the worker the day before.',
  'Worker asked about parking: told them to use the rear car park.',
];

const REQUESTERS = ['Karen Nguyen', 'Deb Wilson', 'Priya Sharma', 'Mark O’Brien', 'Sophie Tran', 'Liam Murphy', 'Aisha Rahman', 'Tom Kelly'];

const SITE_DOCS: [title: string, description: string][] = [
  ['Site induction pack', 'Fire exits, sign-in, who to call: read before a first shift.'],
  ['Resident handover sheet template', 'What the facility expects in a shift handover.'],
  ['Infection control procedures', 'The facility’s current outbreak and PPE procedures.'],
  ['Medication round guide', 'Webster packs, signing, escalation for missed doses.'],
];

const textArray = (values: readonly string[]) => sql.raw(`(array[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(',')}]::text[])`);

export async function seedOrders({ tx }: AreaSeedContext): Promise<Record<string, number>> {
  const [admin] = await tx.select({ id: accounts.id }).from(accounts).orderBy(accounts.id).limit(1);
  const adminId = admin?.id ?? null;

  // Open orders nobody has taken yet (the seeded shifts all have a worker): eight per facility over the
  // 75 days after the epoch, at the position the facility orders most, morning, afternoon or night.
  await tx.execute(sql`
    insert into shifts (provider_id, facility_id, position, starts_at, ends_at, break_minutes, created_at, updated_at)
    select f.provider_id, f.id, pos.position,
      (d.day + p.starts) at time zone z.zone, (d.day + p.starts + interval '8 hours') at time zone z.zone, 30,
      ${epoch}::timestamptz - interval '1 day' * (3 + (f.id + k) % 10), ${epoch}::timestamptz - interval '1 day' * (3 + (f.id + k) % 10)
    from facilities f
    join (values ('NSW', 'Australia/Sydney'), ('ACT', 'Australia/Sydney'), ('VIC', 'Australia/Melbourne'), ('TAS', 'Australia/Hobart'),
      ('QLD', 'Australia/Brisbane'), ('SA', 'Australia/Adelaide'), ('WA', 'Australia/Perth'), ('NT', 'Australia/Darwin')) z(state, zone) on z.state = f.state
    join lateral (select s.position from shifts s where s.facility_id = f.id group by s.position order by count(*) desc, s.position limit 1) pos on true
    cross join generate_series(0, 7) k
    cross join lateral (select (${epoch}::timestamptz at time zone z.zone)::date + (k * 9 + f.id % 9 + 1) as day) d
    cross join lateral (select case (f.id + k) % 3 when 0 then time '07:00' when 1 then time '14:30' else time '22:00' end as starts) p
    where f.active`);

  // Order facts on every shift: the position's lowest level, the workers on it (one more place on some
  // future orders), the facility's contact, requirements and the position's required credentials.
  await tx.execute(sql`
    update shifts s set
      level_id = (select l.id from position_levels l join positions p on p.id = l.position_id where lower(p.name) = lower(s.position) order by l.level limit 1),
      workers_needed = greatest(1, (select count(*)::int from shift_workers w where w.shift_id = s.id)) + case when s.starts_at > ${epoch}::timestamptz and s.id % 6 = 0 then 1 else 0 end,
      employment_type = case when s.id % 11 = 0 then 3 else 1 end,
      contact_name = coalesce(nullif(f.contact_name, ''), ${textArray(REQUESTERS)}[1 + s.id % ${REQUESTERS.length}]),
      contact_phone = f.phone,
      requirements = ${textArray(REQUIREMENTS)}[1 + (s.id * 7) % ${REQUIREMENTS.length}],
      notes = case when s.notes = '' then ${textArray(NOTES)}[1 + (s.id * 3) % ${NOTES.length}] else s.notes end,
      competencies = coalesce((select array_agg(q.code order by q.code) from position_qualifications pq join positions p on p.id = pq.position_id
        join qualifications q on q.id = pq.qualification_id where lower(p.name) = lower(s.position) and pq.required and (q.id + s.id) % 2 = 0), '{}'),
      created_on_behalf = s.id % 4 = 1,
      requested_by = case when s.id % 4 = 1 then ${textArray(REQUESTERS)}[1 + (s.id * 5) % ${REQUESTERS.length}] else '' end,
      created_by = case when s.id % 4 = 1 then ${adminId}::int else null end,
      review_status = case when s.starts_at > ${epoch}::timestamptz and s.id % 4 <> 1 and s.canceled_at is null
        and not exists (select 1 from shift_workers w where w.shift_id = s.id) and s.id % 3 = 0 then 'pending' else 'approved' end,
      reviewed_at = case when s.id % 4 <> 1 then s.created_at + interval '3 hours' else s.created_at end,
      reviewed_by = ${adminId}::int
    from facilities f where f.id = s.facility_id`);
  await tx.execute(sql`update shifts set reviewed_at = null, reviewed_by = null where review_status = 'pending'`);

  // The console's notes on about a third of the orders.
  await tx.execute(sql`
    insert into order_notes (shift_id, account_id, author_name, body, created_at)
    select s.id, ${adminId}::int, coalesce((select name from accounts where id = ${adminId}::int), 'Admin'),
      ${textArray(ADMIN_NOTES)}[1 + (s.id * 13) % ${ADMIN_NOTES.length}], s.created_at + interval '1 day'
    from shifts s where s.id % 3 = 1`);

  // Site documents: a few library files, attached to the orders of some facilities.
  const files = SITE_DOCS.map(([title, description], i) => {
    const fileName = `${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.pdf`;
    return { title, description, fileName, key: `${DEMO_KEY_PREFIX}library/orders-${i + 1}-${fileName}`, size: demoDocument(fileName).byteLength };
  });
  for (const f of files) {
    await tx.execute(sql`insert into library_files (title, description, file_name, storage_key, mime_type, size_bytes, uploaded_by_id, uploaded_by_name, created_at)
      values (${f.title}, ${f.description}, ${f.fileName}, ${f.key}, 'application/pdf', ${f.size}, ${adminId}::int, 'Care Console', ${isoAt(EPOCH_MS - 200 * 86_400_000)})`);
  }
  await tx.execute(sql`
    insert into order_files (shift_id, library_file_id, attached_by, attached_at)
    select s.id, lf.id, ${adminId}::int, s.created_at from shifts s join library_files lf on lf.storage_key like ${`${DEMO_KEY_PREFIX}library/orders-%`}
    where (s.facility_id + lf.id) % 5 = 0 and s.id % 3 = 0`);

  // Recipients of open future orders: workers of the position in the facility's state; one push each.
  await tx.execute(sql`
    insert into shift_recipients (shift_id, staff_id, reason, created_at)
    select s.id, st.id, s.position || ' in ' || f.state, s.created_at
    from shifts s join facilities f on f.id = s.facility_id
    join lateral (select st.id from staff st where st.status = 10 and st.state = f.state and lower(st.position) = lower(s.position)
      order by (st.id * 31 + s.id) % 97 limit 5) st on true
    where s.starts_at > ${epoch}::timestamptz and s.canceled_at is null and s.review_status = 'approved' and s.id % 2 = 0`);
  await tx.execute(sql`
    insert into order_push_records (shift_id, staff_id, kind, channel, recipient, body, trigger, sent_by, sent_at)
    select r.shift_id, r.staff_id, 'new_shift', 'sms', st.phone,
      'New shift: ' || s.position || ' at ' || f.name || ' (' || f.suburb || '). Reply YES to take it.',
      case when s.created_on_behalf then 'automatic' else 'manual' end, ${adminId}::int, r.created_at + interval '10 minutes'
    from shift_recipients r join shifts s on s.id = r.shift_id join staff st on st.id = r.staff_id join facilities f on f.id = s.facility_id`);

  // The history an order's page reads: its creation on behalf and its review, as audit rows.
  await tx.execute(sql`
    insert into audit_log (account_id, command, api, source, args, entity, entity_id, before, after, at)
    select ${adminId}::int, 'order.create', 'help_create_order', 'screen',
      jsonb_build_object('provider_id', s.provider_id, 'facility_id', s.facility_id, 'position', s.position, 'requested_by', s.requested_by),
      'shift', s.id::text, null, jsonb_build_object('position', s.position, 'starts_at', s.starts_at, 'ends_at', s.ends_at, 'workers_needed', s.workers_needed, 'requested_by', s.requested_by),
      s.created_at
    from shifts s where s.created_on_behalf`);
  await tx.execute(sql`
    insert into audit_log (account_id, command, api, source, args, entity, entity_id, before, after, at)
    select ${adminId}::int, 'order.review', 'review_shift_order', 'screen', jsonb_build_object('order_id', s.id, 'decision', 'approve'),
      'shift', s.id::text, jsonb_build_object('review_status', 'pending'), jsonb_build_object('review_status', 'approved'), s.reviewed_at
    from shifts s where not s.created_on_behalf and s.review_status = 'approved' and s.reviewed_at is not null`);

  const [counts] = await tx.select({ n: sql<Record<string, number>>`json_build_object(
    'orders', (select count(*)::int from shifts),
    'pending_review', (select count(*)::int from shifts where review_status = 'pending'),
    'on_behalf', (select count(*)::int from shifts where created_on_behalf),
    'order_notes', (select count(*)::int from order_notes),
    'order_files', (select count(*)::int from order_files),
    'shift_recipients', (select count(*)::int from shift_recipients),
    'order_push_records', (select count(*)::int from order_push_records))` }).from(sql`(select 1) one`);
  return Object.fromEntries(Object.entries(counts!.n).map(([k, v]) => [k, Number(v)]));
}
