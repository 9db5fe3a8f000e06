// 命令标题（简体中文），按命令 id 索引。英文标题只在目录 commands/*.ts 的 `title` 中；
// 新增命令而缺少中文标题时，类型检查会失败（Record<CommandId, string>）。
import type { CommandId } from '../../../commands';
import { resumeTitlesZh } from './command-titles/resume-zh';
import { resumeAssessmentTitlesZh } from './command-titles/resume-assessment-zh';
import { outerCandidateTitlesZh } from './command-titles/outer-candidate-zh';
import { referralTitlesZh } from './command-titles/referral-zh';
import { staffProfileTitlesZh } from './command-titles/staff-profile-zh';
import { noteTitlesZh } from './command-titles/notes-zh';
import { tagTitlesZh } from './command-titles/tags-zh';
import { attachmentTitlesZh } from './command-titles/attachments-zh';
import { applicationWorkflowTitlesZh } from './command-titles/application-workflow-zh';
import { interviewTitlesZh } from './command-titles/interview-zh';
import { referenceCheckTitlesZh } from './command-titles/reference-check-zh';
import { aiSummaryTitlesZh } from './command-titles/ai-summary-zh';
import { candidateExportTitlesZh } from './command-titles/candidate-export-zh';
import { staffShiftTitlesZh } from './command-titles/staff-shift-zh';
import { jobAdTitlesZh } from './command-titles/job-ad-zh';
import { providerTitlesZh } from './command-titles/provider-zh';
import { operatorTitlesZh } from './command-titles/operator-zh';
import { facilityTitlesZh } from './command-titles/facility-zh';
import { employeeTitlesZh } from './command-titles/employee-zh';
import { fileTitlesZh } from './command-titles/file-zh';
import { masterboardTitlesZh } from './command-titles/masterboard-zh';
import { tempshiftTitlesZh } from './command-titles/tempshift-zh';
import { contractTitlesZh } from './command-titles/contract-zh';
import { apikeyTitlesZh } from './command-titles/apikey-zh';
import { adminTitlesZh } from './command-titles/admin-zh';
import { roleTitlesZh } from './command-titles/role-zh';
import { orderTitlesZh } from './command-titles/order-zh';
import { orderStaffTitlesZh } from './command-titles/order-staff-zh';
import { incidentTitlesZh } from './command-titles/incident-zh';
import { timesheetFieldsZh, timesheetTitlesZh } from './command-titles/timesheet-zh';
import { payslipTitlesZh } from './command-titles/payslip-zh';
import { invoiceTitlesZh } from './command-titles/invoice-zh';
import { outboxTitlesZh } from './command-titles/outbox-zh';
import { smsTitlesZh } from './command-titles/sms-zh';
import { emailTitlesZh } from './command-titles/email-zh';
import { noticeTitlesZh } from './command-titles/notice-zh';
import { shortlinkTitlesZh } from './command-titles/shortlink-zh';
import { linkRouteTitlesZh } from './command-titles/link-route-zh';
import { appversionTitlesZh } from './command-titles/appversion-zh';
import { utmTitlesZh } from './command-titles/utm-zh';
import { dashboardTitlesZh } from './command-titles/dashboard-zh';
import { bulkTitlesZh } from './command-titles/bulk-zh';
import { undoTitlesZh } from './command-titles/undo-zh';
import { macroTitlesZh } from './command-titles/macro-zh';
import { auditTitlesZh } from './command-titles/audit-zh';
import { confirmReachTitlesZh } from './command-titles/confirm-reach-zh';

export const commandTitlesZh: Record<CommandId, string> = {
  ...resumeTitlesZh,
  ...resumeAssessmentTitlesZh,
  ...outerCandidateTitlesZh,
  ...referralTitlesZh,
  ...staffProfileTitlesZh,
  ...noteTitlesZh,
  ...tagTitlesZh,
  ...attachmentTitlesZh,
  ...applicationWorkflowTitlesZh,
  ...interviewTitlesZh,
  ...referenceCheckTitlesZh,
  ...aiSummaryTitlesZh,
  ...candidateExportTitlesZh,
  ...staffShiftTitlesZh,
  ...jobAdTitlesZh,
  ...invoiceTitlesZh,
  ...payslipTitlesZh,
  ...timesheetTitlesZh,
  ...incidentTitlesZh,
  ...orderStaffTitlesZh,
  ...orderTitlesZh,
  ...adminTitlesZh,
  ...roleTitlesZh,
  ...apikeyTitlesZh,
  ...contractTitlesZh,
  ...masterboardTitlesZh,
  ...tempshiftTitlesZh,
  ...fileTitlesZh,
  ...employeeTitlesZh,
  ...facilityTitlesZh,
  ...operatorTitlesZh,
  ...providerTitlesZh,
  ...outboxTitlesZh,
  ...smsTitlesZh,
  ...emailTitlesZh,
  ...noticeTitlesZh,
  ...shortlinkTitlesZh,
  ...linkRouteTitlesZh,
  ...appversionTitlesZh,
  ...utmTitlesZh,
  ...dashboardTitlesZh,
  ...bulkTitlesZh,
  ...undoTitlesZh,
  ...macroTitlesZh,
  ...auditTitlesZh,
  ...confirmReachTitlesZh,
  'auth.login': '登录',
  'auth.sendVerificationCode': '重新发送登录验证码',
  'auth.verify': '使用验证码确认登录',
  'auth.logout': '退出登录',
  'auth.userInfo': '我的账号信息',
  'search.records': '搜索记录',
  'staff.list': '列出申请人',
  'staff.enabledList': '列出已启用员工',
  'staff.detail': '打开申请人',
  'staff.masterboard': '查看员工主看板',
  'staff.masterboardFacilities': '列出机构的服务点（主看板）',
  'staff.editMasterboard': '在机构处设为优先或屏蔽员工',
  'staff.checklistHistory': '查看入职清单历史',
  'application.list': '列出申请',
  'application.adminOps': '查看申请可执行的操作',
  'application.changeStatus': '更改申请状态',
  'application.setArchived': '归档或恢复申请',
  'application.completeRecruitmentPreview': '预览完成招聘',
  'application.completeRecruitment': '完成招聘',
  'ui.openPalette': '打开命令面板',
  'ui.toggleSidebar': '展开或收起侧边栏',
  'ui.setLanguage': '切换语言',
  'ui.setSize': '更改界面尺寸',
  'ui.cheatSheet': '查看快捷键',
  'nav.go': '跳转到页面',
  'nav.applicants': '前往申请人',
  'nav.dashboard': '前往仪表盘',
  'nav.providers': '前往服务机构',
  'nav.jobAds': '前往招聘广告',
  'nav.orders': '前往班次订单',
  'nav.timesheets': '前往工时表',
  'nav.incidents': '前往事件报告',
  'nav.payslips': '前往工资单',
  'nav.tools': '前往工具箱',
  'nav.enabledStaff': '前往已启用员工',
  'list.next': '聚焦下一行',
  'list.previous': '聚焦上一行',
  'list.toggleSelected': '选中或取消选中当前行',
  'list.selectRange': '选中从上次选中行到当前行的范围',
  'list.open': '打开当前行',
  'list.nextPage': '列表下一页',
  'list.previousPage': '列表上一页',
  'list.focusSearch': '搜索列表',
  'list.focusFilters': '筛选列表',
  'list.selectAllMatching': '选择符合筛选条件的全部行',
  'tabs.next': '下一个标签页',
  'tabs.previous': '上一个标签页',
  'tabs.refresh': '刷新当前标签页',
  'tabs.close': '关闭当前标签页',
  'tabs.closeOthers': '关闭其他标签页',
  'tabs.closeAll': '关闭全部标签页',
};

/**
 * Column titles (`field.<name>`) of list rows whose English is the field's `meta({ title })` in the
 * catalogue: each command file's zh sits beside its command titles, so a new list's Chinese is one file.
 */
export const fieldTitlesZh: Record<string, string> = { ...timesheetFieldsZh };
