// commands/contract.ts 命令的中文标题。
import type { contractCommands } from '../../../../commands/contract';
import type { TitlesFor } from './titles-for';

export const contractTitlesZh: TitlesFor<typeof contractCommands> = {
  'contract.templateList': '合同模板列表',
  'contract.templateDetail': '查看合同模板',
  'contract.addTemplate': '新增合同模板',
  'contract.editTemplate': '编辑合同模板',
  'contract.deleteTemplate': '删除合同模板',
  'contract.onboardingTemplates': '入职模板列表',
  'contract.addOnboardingTemplate': '新增入职模板',
  'contract.editOnboardingTemplate': '编辑入职模板',
  'contract.deleteOnboardingTemplate': '删除入职模板',
  'contract.onboardingFiles': '入职文件列表',
  'contract.addOnboardingFile': '上传入职文件',
  'contract.deleteOnboardingFile': '删除入职文件',
  'contract.downloadOnboardingFile': '下载入职文件',
};
