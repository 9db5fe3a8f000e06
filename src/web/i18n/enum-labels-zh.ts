// 枚举标签（简体中文）：按代码类型检查，新增状态缺少翻译时类型检查会失败。
import type { AccountTypeCode } from '../../domain/enums/account';
import type { ApplicationActionKey } from '../../domain/enums/application-actions';
import type { ApplicationStatusCode } from '../../domain/enums/application-status';
import type { experienceBands } from '../../domain/enums/candidate';
import type { EnumCode } from '../../domain/enums/define-enum';
import type { StaffStatusCode } from '../../domain/enums/staff-status';

export const staffStatus: Record<StaffStatusCode, string> = {
  0: '邮箱未验证',
  1: '新申请人',
  2: '已收到申请',
  3: '面试流程中',
  4: '已收到面试信息',
  5: '上传材料中',
  6: '材料审核中',
  7: '签署合同中',
  8: '合同已签署',
  9: '入职中',
  10: '已启用',
  11: '已拒绝',
  12: '已停用',
  13: '面试',
  14: '已收到入职信息',
  15: '暂缓',
  16: '已审核',
};

export const applicationStatus: Record<ApplicationStatusCode, string> = {
  1: '新申请',
  2: '入围',
  3: '预筛选',
  4: '不合适',
  5: '待面试',
  6: '已面试',
  7: '已选中',
  8: '已发送录用通知',
  9: '录用通知已过期',
  10: '已接受录用',
  11: '已拒绝录用',
  12: '已发送合同',
  13: '合同已过期',
  14: '已接受合同',
  15: '已拒绝合同',
  16: '入职中',
  17: '入职完成',
  18: '预筛选中',
  20: '已完成',
  21: '需补充材料',
  22: '已提交补充材料',
  23: '合同已确认',
  24: '合同已完成',
  25: '面试已取消',
  26: '已接受面试',
  27: '已拒绝面试',
  28: '面试邀请已过期',
  30: '合同审核中',
  31: '合同未通过',
  44: '已取消',
  45: '已撤回',
  46: '不适用',
  47: '已筛除',
  103: '已邀请',
};

export const experienceBandLabels: Record<EnumCode<typeof experienceBands>, string> = {
  no_experience: '无经验',
  complete_placement: '已完成实习',
  lt_6mos: '不足 6 个月',
  '6mos_to_1yr': '6 个月至 1 年',
  '1_to_2yrs': '1 至 2 年',
  '2_to_5yrs': '2 至 5 年',
  '5_to_10yrs': '5 至 10 年',
  gte_10yrs: '10 年及以上',
};

export const accountTypes: Record<AccountTypeCode, string> = {
  super_account: '超级账号',
  hr_officer: '人事专员',
  hr_coordinator: '人事协调员',
  hr_officer_myvista: '人事专员（MyVista）',
  operational_manager: '运营经理',
  public_account: '公共账号',
  general_manager: '总经理',
  hr_manager: '人事经理',
  facilitator: '协调员',
  hrbp: '人事业务伙伴',
};

export const applicationActionLabels: Record<ApplicationActionKey, string> = {
  shortlist: '入围',
  select: '选中',
  notFit: '不合适',
  archive: '归档',
  markInterviewed: '标记为已面试',
  completeRecruitment: '完成招聘',
};
