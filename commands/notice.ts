// Station notices and announcements to providers (spec §7 Notices; docs/notices-email.md).
// web_station_notices, station_notice_unread_num and set_station_notice_read are the signed-in account's
// own inbox (the navbar bell and the notifications dialog), so every account type may run them and each
// only ever sees or marks its own notices. get_group_staff_list and send_group_notices choose a group of
// staff by filters and put a notice in each one's inbox (the workers' app reads them): /staff/push.
import { z } from 'zod';
import { requiredText } from './application-workflow-fields';
import { defineCommand } from './define';
import { noticeReadBack } from './inverse';
import { keyword, page, pagedResult, pageSize, recordId, sortDir } from './fields';
import { announcement, announcementProvider, groupFilterFields, groupStaffRow, noticeSend, stationNotice } from './notice-fields';

const none = z.strictObject({});

export const webStationNotices = defineCommand({
  id: 'notice.list',
  api: 'web_station_notices',
  title: 'List my notices',
  area: 'notice',
  kind: 'query',
  ownData: true,
  keywords: ['notifications', 'inbox', 'station notices', 'messages'],
  args: z.strictObject({
    page,
    page_size: pageSize,
    sort_by: z.enum(['created_at']).default('created_at'),
    sort_dir: sortDir,
    /** Only notices not read yet. */
    unread_only: z.boolean({ error: 'Unread only must be true or false.' }).optional(),
  }),
  result: pagedResult(stationNotice).extend({ unread: z.number().int().nonnegative() }),
});

export const stationNoticeUnreadNum = defineCommand({
  id: 'notice.unreadCount',
  api: 'station_notice_unread_num',
  title: 'Count my unread notices',
  area: 'notice',
  kind: 'query',
  ownData: true,
  keywords: ['notifications', 'unread', 'badge'],
  args: none,
  result: z.object({ count: z.number().int().nonnegative() }),
});

const noticeIds = z
  .array(recordId('Notice id'), { error: 'Notice ids must be a list of notice ids.' })
  .min(1, 'Choose at least one notice.')
  .max(200, 'Mark at most 200 notices at once.');

export const setStationNoticeRead = defineCommand({
  id: 'notice.setRead',
  inverse: noticeReadBack,
  api: 'set_station_notice_read',
  title: 'Mark notices read',
  area: 'notice',
  kind: 'action',
  ownData: true,
  // read: false is the inverse (mark unread), so an undo replays this command with the flag flipped.
  reversible: true,
  keywords: ['notifications', 'mark read', 'mark unread', 'mark all read'],
  args: z
    .strictObject({
      notice_ids: noticeIds.optional(),
      /** Every notice of mine (with read: true, mark all read). */
      all: z.boolean({ error: 'All must be true or false.' }).optional(),
      read: z.boolean({ error: 'Read must be true or false.' }).default(true),
    })
    .superRefine((args, ctx) => {
      if (!args.notice_ids && !args.all) ctx.addIssue({ code: 'custom', path: ['notice_ids'], message: 'Choose the notices to mark, or all of them.' });
      if (args.notice_ids && args.all) ctx.addIssue({ code: 'custom', path: ['all'], message: 'Give notice ids or all, not both.' });
    })
    // The same rule for the API's JSON Schema: notice ids (all absent or false), or all: true alone.
    .meta({
      anyOf: [
        { required: ['notice_ids'], properties: { all: { const: false } } },
        { required: ['all'], properties: { all: { const: true }, notice_ids: false } },
      ],
    }),
  result: z.object({
    /** Notices whose read state changed. */
    updated: z.number().int(),
    /** My unread notices afterwards (the badge). */
    count: z.number().int(),
  }),
});

export const getGroupStaffList = defineCommand({
  id: 'notice.groupStaff',
  api: 'get_group_staff_list',
  title: 'List a group of staff for notices',
  area: 'notice',
  kind: 'query',
  keywords: ['group', 'recipients', 'push', 'audience'],
  args: z.strictObject({
    ...groupFilterFields,
    page,
    page_size: pageSize,
    sort_by: z.enum(['created_at', 'name']).default('created_at'),
    sort_dir: sortDir,
  }),
  result: pagedResult(groupStaffRow),
});

/** A group notice reaches at most this many people; narrow the group for more. */
export const MAX_GROUP_NOTICE = 20_000;

export const sendGroupNotices = defineCommand({
  id: 'notice.sendGroup',
  irreversible: { reason: 'it sends a notice to every staff member of the group' },
  api: 'send_group_notices',
  title: 'Send a notice to a group of staff',
  area: 'notice',
  kind: 'action',
  keywords: ['push', 'station notice', 'broadcast', 'group message'],
  args: z.strictObject({
    ...groupFilterFields,
    title: requiredText('Title', 100),
    content: requiredText('Content', 2000),
    /** The count the sender saw; when the group has changed since, the send is refused (409) rather than surprise anyone. */
    expected_count: z.number({ error: 'Expected count must be a number.' }).int('Expected count must be a whole number.').nonnegative('Expected count must not be negative.').optional(),
  }),
  result: z.object({ send: noticeSend }),
});

export const groupNoticeSendList = defineCommand({
  id: 'notice.sends',
  api: 'group_notice_send_list',
  title: 'List group notice sends',
  area: 'notice',
  kind: 'query',
  keywords: ['push history', 'sent notices'],
  args: z.strictObject({ keyword, page, page_size: pageSize, sort_by: z.enum(['created_at']).default('created_at'), sort_dir: sortDir }),
  result: pagedResult(noticeSend),
});

export const announcementProviderList = defineCommand({
  id: 'notice.announcementProviders',
  api: 'announcement_provider_list',
  title: 'List providers to announce to',
  area: 'notice',
  kind: 'query',
  keywords: ['announcement', 'providers', 'operators'],
  args: z.strictObject({ keyword }),
  result: z.object({ provider_list: z.array(announcementProvider) }),
});

export const sendAnnouncement = defineCommand({
  id: 'notice.announce',
  irreversible: { reason: 'it sends an announcement to the providers' },
  api: 'send_announcement_to_provider',
  title: 'Send an announcement to providers',
  area: 'notice',
  kind: 'action',
  keywords: ['announcement', 'providers', 'operators', 'broadcast'],
  args: z.strictObject({
    provider_ids: z
      .array(recordId('Provider id'), { error: 'Providers must be a list of provider ids.' })
      .min(1, 'Choose at least one provider.')
      .max(1000, 'Announce to at most 1,000 providers at once.')
      .refine((list) => new Set(list).size === list.length, 'Each provider once.'),
    title: requiredText('Title', 150),
    /** Rich text (the editor's HTML); sanitised on the server. */
    content: requiredText('Content', 50_000),
  }),
  result: z.object({ announcement }),
});

export const announcementList = defineCommand({
  id: 'notice.announcements',
  api: 'announcement_list',
  title: 'List announcements to providers',
  area: 'notice',
  kind: 'query',
  keywords: ['announcement history', 'past announcements'],
  args: z.strictObject({ keyword, page, page_size: pageSize, sort_by: z.enum(['created_at']).default('created_at'), sort_dir: sortDir }),
  result: pagedResult(announcement),
});

export const openNotifications = defineCommand({
  id: 'notice.open',
  title: 'Open notifications',
  area: 'notice',
  kind: 'client',
  kbd: 'g n',
  ownData: true,
  keywords: ['notifications', 'inbox', 'bell', 'unread'],
  args: none,
  result: z.object({}),
});

export const noticeCommands = [
  webStationNotices, stationNoticeUnreadNum, setStationNoticeRead, getGroupStaffList, sendGroupNotices, groupNoticeSendList,
  announcementProviderList, sendAnnouncement, announcementList, openNotifications,
] as const;
