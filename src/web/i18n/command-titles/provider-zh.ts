// commands/provider.ts 命令的中文标题。
import type { providerCommands } from '../../../../commands/provider';
import type { TitlesFor } from './titles-for';

export const providerTitlesZh: TitlesFor<typeof providerCommands> = {
  'provider.list': '服务机构列表',
  'provider.info': '查看服务机构信息',
  'provider.save': '保存服务机构信息',
  'provider.setStatus': '启用或停用服务机构',
  'provider.disableRequests': '服务机构停用申请列表',
  'provider.approveDisable': '批准或驳回服务机构停用',
  'provider.attachments': '服务机构附件列表',
  'provider.addAttachment': '添加服务机构附件',
  'provider.deleteAttachment': '删除服务机构附件',
  'provider.blockList': '屏蔽员工列表',
  'provider.block': '为服务机构屏蔽员工',
  'provider.unblock': '从屏蔽列表移除员工',
  'provider.settings': '查看服务机构设置',
  'provider.saveReferralConfig': '保存服务机构推荐页面',
  'provider.saveCustomPositions': '保存服务机构自定义职位',
  'provider.saveStyle': '保存服务机构样式',
  'provider.queuedSms': '服务机构待发短信列表',
};
