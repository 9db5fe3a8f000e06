// commands/timesheet.ts 命令的中文标题。
import type { timesheetCommands } from '../../../../commands/timesheet';
import type { TitlesFor } from './titles-for';

export const timesheetTitlesZh: TitlesFor<typeof timesheetCommands> = {
  'timesheet.list': '工时单列表',
  'timesheet.detail': '打开工时单',
  'timesheet.comments': '工时单评论',
  'timesheet.commentList': '全部工时单评论',
  'timesheet.comment': '评论工时单',
  'timesheet.modify': '修改工时单',
  'timesheet.approve': '批准工时单',
  'timesheet.recalculate': '重新计算工时单',
};

/** Column titles of this file's lists that English takes from the row's `meta.title` (commands/timesheet.ts). */
export const timesheetFieldsZh: Record<string, string> = {
  worker_name: '员工',
  facility_name: '机构',
  author_name: '评论人',
  body: '评论',
};
