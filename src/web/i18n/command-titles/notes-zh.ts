import type { noteCommands } from '../../../../commands/notes';
import type { TitlesFor } from './titles-for';

export const noteTitlesZh: TitlesFor<typeof noteCommands> = {
  'note.comment': '为申请人添加备注',
  'note.applicantList': '申请人备注列表',
  'note.list': '申请人全部备注',
  'note.hiringList': '招聘环节备注',
  'checklist.list': '核查事项列表',
  'checklist.add': '添加核查事项',
  'checklist.setChecked': '勾选或取消核查事项',
  'checklist.delete': '删除核查事项',
  'note.adminList': '管理员备注列表',
  'note.addAdmin': '添加管理员备注',
  'note.editAdmin': '编辑管理员备注',
  'note.deleteAdmin': '删除管理员备注',
};
