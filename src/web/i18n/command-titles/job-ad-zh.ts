import type { jobAdCommands } from '../../../../commands/job-ad';
import type { TitlesFor } from './titles-for';

export const jobAdTitlesZh: TitlesFor<typeof jobAdCommands> = {
  'job.list': '招聘广告列表',
  'job.detail': '查看招聘广告',
  'job.posting': '发布或编辑招聘广告',
  'job.postingData': '加载招聘广告表单',
  'job.openings': '在招职位列表',
  'job.addresses': '服务机构地址列表',
  'job.changeStatus': '更改招聘广告状态',
  'job.setVisibleDirectly': '设置招聘广告直接可见',
  'job.setSupply': '设置招聘广告候选人供给',
  'job.providerJobStatuses': '服务机构招聘发布状态列表',
  'job.statusCounts': '按状态统计招聘广告',
  'job.setProviderJobStatus': '设置服务机构招聘发布状态',
  'job.externalMappings': '外部职位映射列表',
  'job.addExternalMapping': '添加外部职位映射',
  'job.editExternalMapping': '编辑外部职位映射',
  'job.deleteExternalMapping': '删除外部职位映射',
  'nav.newJobAd': '新建招聘广告',
};
