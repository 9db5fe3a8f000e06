import type { attachmentCommands } from '../../../../commands/attachments';
import type { TitlesFor } from './titles-for';

export const attachmentTitlesZh: TitlesFor<typeof attachmentCommands> = {
  'attachment.uploadApplication': '上传申请附件',
  'attachment.deleteApplication': '删除申请附件',
  'attachment.staffList': '附件列表',
  'attachment.addStaff': '为申请人添加附件',
  'attachment.deleteStaff': '删除附件',
};
