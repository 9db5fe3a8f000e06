import type { Shape } from '../en';
import type { referralEn } from './referral-en';

export const referralZh: Shape<typeof referralEn> = {
  hint: '短链接由本站 /s/<code> 提供：每次点击都会计数，每次注册都归入对应链接。',
  tab: { generation: '推广链接', referral: '推荐链接', referred: '被推荐的申请人', members: '注册成员' },
  search: '名称、渠道、代码或推荐人',
  searchPeople: '姓名或邮箱',
  column: { code: '代码', short_url: '短链接', clicks: '点击', registered_count: '已注册', referrer_name: '推荐人', channel: '渠道', link_name: '链接', registered_at: '注册时间', active: '启用', note: '备注', target_url: '目标地址' },
  filter: { active: '启用', any: '不限', yes: '已启用', no: '已停用' },
  create: '新建链接',
  createTitle: '新建推广链接',
  createHint: '不填推荐人即为推广活动链接；填写已启用员工则成为其推荐链接。',
  cancel: '取消',
  created: '链接已创建：{{url}}',
  edit: '编辑链接',
  members: '注册者',
  allLinks: '全部链接',
  pickLink: '链接',
};
