// commands/incident.ts 命令的中文标题。
import type { incidentCommands } from '../../../../commands/incident';
import type { TitlesFor } from './titles-for';

export const incidentTitlesZh: TitlesFor<typeof incidentCommands> = {
  'incident.report': '上报班次事故',
  'incident.list': '事故列表',
  'incident.detail': '打开事故',
  'incident.setStatus': '设置事故状态',
  'incident.download': '下载事故报告',
};
