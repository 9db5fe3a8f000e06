// dashboard-area 界面的中文字符串，与 dashboard-area-en.ts 键相同。
import type { Shape } from '../en';
import type { dashboardAreaEn } from './dashboard-area-en';

export const dashboardAreaZh: Shape<typeof dashboardAreaEn> = {
  asOf: '统计于 {{time}}',
  figure: {
    applicants: '申请人',
    applications: '进行中的申请',
    unfilledShifts: '未来 7 天未排人的班次',
    timesheets: '待审批的工时表',
    payslips: '待审批的工资单',
    invoices: '待审批的发票',
    notices: '未读通知',
    outbox: '发送失败',
  },
  sub: {
    applicants: '全部申请人与员工',
    applications: '未归档，全部状态',
    unfilledShifts: '{{from}} – {{to}}，尚无人员',
    timesheetsQueried: '{{count}} 条有疑问',
    pending: '等待审批',
    notices: '你自己的收件箱',
    outbox: '发送失败的邮件和短信',
    outboxNotBuilt: '发件箱列表尚未建成',
  },
  funnel: {
    title: '各状态的申请',
    hint: '从新申请到完成的主路径；点击每一条打开其列表。',
    chartLabel: '主路径上各状态的进行中申请',
    allStatuses: '全部状态',
    none: '没有进行中的申请。',
  },
  stage: {
    invited: '已邀请',
    new: '新申请',
    screening: '筛选',
    interview: '面试',
    selected: '已选中',
    offer: '录用通知',
    contract: '合同',
    onboarding: '入职',
    completed: '已完成',
    closed: '已关闭',
  },
  unfilled: {
    title: '每天未排人的班次',
    hint: '每天开始且尚无人员的班次；点击某天打开其订单。',
    chartLabel: '未来 7 天每天未排人的班次',
    today: '今天',
  },
  keysHint: '按 1–7 打开各数字背后的列表。',
  notAllowed: '你的账户无权查看。',
  failed: '无法统计：{{message}}',
};
