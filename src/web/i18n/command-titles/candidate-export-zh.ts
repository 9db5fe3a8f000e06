import type { candidateExportCommands } from '../../../../commands/candidate-export';
import type { TitlesFor } from './titles-for';

export const candidateExportTitlesZh: TitlesFor<typeof candidateExportCommands> = {
  'export.list': '候选人资料导出申请列表',
  'export.detail': '打开候选人资料导出申请',
  'export.approve': '批准候选人资料导出',
  'export.reexport': '重新导出候选人资料',
  'export.download': '下载已导出的资料',
};
