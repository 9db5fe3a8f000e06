// Demo rows of the notices area: every active console account has an inbox with a few notices, the newest
// unread (so the navbar bell shows a count on first sign-in), email templates, past group notice sends with
// their workers' notices, a past announcement to providers, and past email sends (the email notice list).
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { accounts, announcements, emailSends, emailTemplates, noticeSends, providerOperators, providers, stationNotices } from '../../db/schema';
import { insertRows } from '../bulk-insert';
import { DAY_MS, EPOCH_MS, isoAt } from '../clock';
import type { AreaSeedContext } from './area-seed';

/** What an admin's inbox holds: things the console wants them to look at, each with the page it is about. */
const inboxNotices = [
  { title: 'Timesheets await approval', content: 'Timesheets from last week are waiting for approval before the pay run.', link: '/time-sheet' },
  { title: 'Payslips ready to review', content: 'The payslips of the current payroll period are ready for review.', link: '/account/payslip' },
  { title: 'New applications this morning', content: 'New applications came in overnight; shortlist the promising ones.', link: '/job/applications' },
  { title: 'Unfilled shifts this week', content: 'Some shifts in the next 7 days have no worker assigned yet.', link: '/order/shift' },
  { title: 'Incident reported', content: 'A facility reported an incident on a recent shift. Review it and follow up.', link: '/incident/index' },
  { title: 'Police checks expiring', content: 'Several enabled workers have police checks expiring within 30 days.', link: '/staff/enabled-staff' },
  { title: 'Scheduled maintenance', content: 'The console will be unavailable on Sunday between 2:00 and 2:30 am AEST for maintenance.', link: '' },
] as const;

/** How many of each inbox are unread: the newest ones. */
const UNREAD = 3;

const templates = [
  {
    name: 'Police check reminder',
    subject: 'Your police check is due, {{first_name}}',
    body: '<p>Hi {{first_name}},</p><p>Our records show your <strong>police check</strong> expires soon. Please upload a current certificate so you can keep picking up shifts.</p><p>Thanks,<br>The care team</p>',
  },
  {
    name: 'Interview invitation follow-up',
    subject: 'Following up on your interview, {{first_name}}',
    body: '<p>Hi {{first_name}},</p><p>Thanks for applying for the <em>{{position}}</em> role. We would love to meet you; reply to this email to choose a time.</p>',
  },
  {
    name: 'Flu vaccination drive',
    subject: 'Free flu vaccinations for {{state}} workers',
    body: '<h2>Flu season is here</h2><p>Hi {{first_name}}, free flu vaccinations are available to all our workers in {{state}}.</p><ul><li>Bring your ID</li><li>Upload your certificate afterwards</li></ul>',
  },
  {
    name: 'Welcome aboard',
    subject: 'Welcome to the team, {{first_name}}!',
    body: '<p>Hi {{full_name}},</p><p>Your profile is now <strong>enabled</strong>. Open the app to see shifts near {{suburb}}.</p>',
  },
];

const groupSends = [
  { title: 'Shifts available this weekend', content: 'Weekend shifts are open near you. Open the app to pick them up.', filters: { status: [10], state: 'NSW' }, daysAgo: 12 },
  { title: 'Please update your availability', content: 'Tell us which days you can work next month so we can match you to shifts.', filters: { status: [10] }, daysAgo: 5 },
  { title: 'Finish your onboarding', content: 'A few documents are still missing from your onboarding. Upload them in the app to start working.', filters: { status: [9] }, daysAgo: 2 },
];

/** A seeded group reaches at most this many workers, so the 'large' world stays quick. */
const GROUP_CAP = 2_000;

function shuffled<T>(list: readonly T[], next: () => number): T[] {
  const out = [...list];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

export async function seedNotices(ctx: AreaSeedContext): Promise<Record<string, number>> {
  const { tx } = ctx;
  const rng = ctx.stream('notices');
  const people = await tx.select({ id: accounts.id }).from(accounts).where(eq(accounts.status, 'active')).orderBy(asc(accounts.id)).limit(200);
  const [sender] = people;

  const inbox = people.flatMap((account) => {
    const chosen = shuffled(inboxNotices, () => rng.next()).slice(0, 5 + rng.int(0, 2));
    return chosen.map((notice, index) => {
      const at = EPOCH_MS - (index * 1.5 + rng.float(0, 1)) * DAY_MS;
      return {
        recipientKind: 'account', recipientId: account.id, category: 'system', ...notice,
        readAt: index < UNREAD ? null : isoAt(at + rng.float(0.1, 0.9) * DAY_MS), createdAt: isoAt(at),
      };
    });
  });
  if (inbox.length) await insertRows(tx, stationNotices, inbox);

  const madeTemplates = await tx.insert(emailTemplates).values(templates.map((t, i) => ({
    ...t, createdBy: sender?.id ?? null, updatedBy: sender?.id ?? null, createdAt: isoAt(EPOCH_MS - (40 - i) * DAY_MS), updatedAt: isoAt(EPOCH_MS - (20 - i) * DAY_MS),
  }))).returning({ id: emailTemplates.id, subject: emailTemplates.subject, body: emailTemplates.body });

  let workerNotices = 0;
  for (const send of groupSends) {
    const at = isoAt(EPOCH_MS - send.daysAgo * DAY_MS);
    const where = and(inArray(sql`status`, send.filters.status), 'state' in send.filters ? eq(sql`state`, send.filters.state) : undefined);
    const [made] = await tx.insert(noticeSends).values({ title: send.title, content: send.content, filters: send.filters, recipientCount: 0, sentBy: sender?.id ?? null, createdAt: at })
      .returning({ id: noticeSends.id });
    await tx.execute(sql`
      insert into station_notices (recipient_kind, recipient_id, category, title, content, send_id, created_at, read_at)
      select 'staff', s.id, 'group', ${send.title}, ${send.content}, ${made.id}, ${at}::timestamptz,
        case when s.id % 3 = 0 then null else ${at}::timestamptz + interval '6 hours' end
      from (select id from staff where ${where} order by id limit ${GROUP_CAP}) s`);
    const [{ n }] = await tx.select({ n: sql<number>`count(*)::int` }).from(stationNotices).where(eq(stationNotices.sendId, made.id));
    workerNotices += n;
    await tx.update(noticeSends).set({ recipientCount: n }).where(eq(noticeSends.id, made.id));
  }

  // One past announcement to the first providers that have active operators.
  const reached = await tx.select({ providerId: providerOperators.providerId, id: providerOperators.id }).from(providerOperators)
    .innerJoin(providers, eq(providers.id, providerOperators.providerId))
    .where(and(eq(providerOperators.status, 'active'), eq(providers.status, 'enabled'))).orderBy(asc(providerOperators.providerId), asc(providerOperators.id)).limit(12);
  let announced = 0;
  if (reached.length) {
    const providerIds = [...new Set(reached.map((r) => r.providerId))];
    const title = 'New award rates from 1 July';
    const content = '<p>From <strong>1 July</strong> the new award rates apply to all shifts. Estimated costs in your shift orders already include them.</p>';
    const at = isoAt(EPOCH_MS - 9 * DAY_MS);
    const [made] = await tx.insert(announcements).values({ title, content, providerIds, operatorCount: reached.length, sentBy: sender?.id ?? null, createdAt: at }).returning({ id: announcements.id });
    await insertRows(tx, stationNotices, reached.map((r) => ({
      recipientKind: 'operator', recipientId: r.id, category: 'announcement', title, content: 'From 1 July the new award rates apply to all shifts. Estimated costs in your shift orders already include them.',
      announcementId: made.id, createdAt: at,
    })));
    announced = 1;
  }

  const sends = madeTemplates.slice(0, 2).map((t, i) => ({
    templateId: t.id, subject: t.subject, body: t.body, target: 'group', filters: { status: [10] }, recipientCount: 40 + i * 25,
    sentBy: sender?.id ?? null, createdAt: isoAt(EPOCH_MS - (15 - i * 6) * DAY_MS),
  }));
  if (sends.length) await insertRows(tx, emailSends, sends);

  return {
    station_notices: inbox.length + workerNotices + reached.length,
    notice_sends: groupSends.length,
    announcements: announced,
    email_templates: madeTemplates.length,
    email_sends: sends.length,
  };
}
