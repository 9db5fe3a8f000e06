// 推荐链接与推广链接命令的中文标题。
import type { referralCommands } from '../../../../commands/referral';
import type { TitlesFor } from './titles-for';

export const referralTitlesZh: TitlesFor<typeof referralCommands> = {
  'referral.generationLinks': '列出推广链接',
  'referral.links': '列出推荐链接',
  'referral.createGeneration': '创建推广链接',
  'referral.editGeneration': '编辑推广链接',
  'referral.referredApplicants': '列出被推荐的申请人',
  'referral.registeredMembers': '列出通过链接注册的成员',
};
