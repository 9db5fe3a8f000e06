// 简体中文. Every key of en.ts is here (checked by the Dictionary type), plus what English reads from
// elsewhere: command titles (the catalogue) and enum labels (the domain), each typed by its ids or codes so
// a new command, enum or status without a translation fails the type check. All of it loads in this chunk.
import type { RecordKind } from '../../../commands/record-kinds';
import { commandTitlesZh } from './command-titles-zh';
import type { Dictionary } from './en';
import { enumLabelsZh } from './enum-labels-zh';
import { routeTitlesZh } from './route-titles-zh';
import { profileZh } from './areas/profile-zh';
import { notesZh } from './areas/notes-zh';
import { resumesZh } from './areas/resumes-zh';
import { workflowZh } from './areas/workflow-zh';
import { interviewsZh } from './areas/interviews-zh';
import { aiExportsZh } from './areas/ai-exports-zh';
import { staffListsZh } from './areas/staff-lists-zh';
import { jobAdsZh } from './areas/job-ads-zh';
import { outerCandidatesZh } from './areas/outer-candidates-zh';
import { referralZh } from './areas/referral-zh';
import { liveZh } from './areas/live-zh';
import { payZh } from './areas/pay-zh';
import { shiftWorkZh } from './areas/shift-work-zh';
import { ordersZh } from './areas/orders-zh';
import { adminAreaZh } from './areas/admin-area-zh';
import { masterBoardZh } from './areas/master-board-zh';
import { placesEmployeesZh } from './areas/places-employees-zh';
import { providersZh } from './areas/providers-zh';
import { deliveryZh } from './areas/delivery-zh';
import { smsZh } from './areas/sms-zh';
import { noticesZh } from './areas/notices-zh';
import { devopsZh } from './areas/devops-zh';
import { dashboardAreaZh } from './areas/dashboard-area-zh';
import { bulkZh } from './areas/bulk-zh';
import { undoZh } from './areas/undo-zh';
import { recordRevealZh } from './areas/record-reveal-zh';
import { macrosZh } from './areas/macros-zh';

/** Record kinds (commands/record-kinds.ts); English is the table's own label. */
const recordLabelsZh: Record<RecordKind, string> = { application: '申请', applicant: '申请人', staff: '员工', provider: '服务机构', disableRequest: '停用申请', operator: '操作员', providerBlock: '屏蔽的员工', queuedSms: '待发短信', facility: '机构', jobAd: '职位广告', interview: '面试', referee: '推荐人', position: '职位', positionLevel: '职位级别', outerCandidate: '外部候选人', referralLink: '推荐链接', providerApiKey: '服务机构 API 密钥', contractTemplate: '合同模板', tempShift: '临时班次', candidateExport: '候选人资料导出', shift: '班次', payslip: '工资单', invoice: '发票', payAudit: '薪酬审计记录', providerAddress: '地址', employee: '内部员工', libraryFile: '文件', shortLink: '短链接', linkRoute: '链接路由', appVersion: '应用版本', utmSummary: 'UTM 统计', outboxMessage: '发件箱消息', auditEntry: '审计记录', adminUser: '管理员用户', providerRole: '服务机构角色', adminAuth: '权限', adminMenu: '菜单条目', apiEntry: '接口条目', timesheet: '工时单', incident: '事故' };

export { relativeTimeZh } from './relative-time-zh';

export const zh: Dictionary & { command: typeof commandTitlesZh; record: typeof recordLabelsZh } = {
  app: { title: '护理控制台', tagline: '护理人员招聘与排班' },
  error: {
    timeout: '服务器在 {{seconds}} 秒内没有响应。',
    network: '网络错误',
    unknownCommand: '未知命令 {{id}}。',
    notAvailable: '此处无法使用“{{title}}”。',
    guard: '出错了',
  },
  toast: { orderCreated: '已为 {{provider}} 创建订单 #{{id}}（{{facility}}）。', undone: '已撤销：{{summary}}。', undo: '撤销（{{key}}）', done: '{{title}}：已完成。', statusChanged: '申请 {{application}} 的状态已改为“{{status}}”。', archived: '申请 {{application}} 已归档。', restored: '申请 {{application}} 已恢复。', codeSent: '新的验证码已发送。', viInviteSent: '视频面试邀请已发送至 {{email}}（共发送 {{count}} 次）。' },
  route: routeTitlesZh,
  settings: { language: '语言', size: '界面尺寸' },
  value: {
    language: { en: 'English', zh: '中文' },
    size: { default: '默认', medium: '中等', small: '小', mini: '迷你' },
    archived: { true: '归档', false: '恢复' },
  },
  login: {
    title: '登录',
    subtitle: '请使用管理员账号登录。',
    username: '邮箱地址',
    usernamePlaceholder: 'name@example.com',
    password: '密码',
    show: '显示',
    hide: '隐藏',
    submit: '登录',
    signingIn: '正在登录…',
  },
  verify: {
    title: '请查收邮件',
    noTicket: '当前没有等待验证码的登录，请先登录。',
    backToLogin: '返回登录',
    sentTo: '我们已向 {{destination}} 发送了 6 位验证码。',
    sent: '我们已向您发送了 6 位验证码。',
    code: '验证码',
    submit: '验证',
    resend: '重新发送验证码',
    resendIn: '{{seconds}} 秒后可重新发送',
  },
  shell: {
    navigation: '主导航',
    skipToContent: '跳到主要内容',
    searchOrRun: '搜索或执行命令…',
    logOut: '退出登录',
    breadcrumb: '面包屑',
    collapseSidebar: '收起侧边栏',
    expandSidebar: '展开侧边栏',
    openMenu: '打开菜单',
    closeMenu: '关闭菜单',
    searchPages: '搜索页面',
    searchPlaceholder: '搜索页面…',
    noMatches: '没有匹配的页面',
    userMenu: '账号菜单',
    dashboard: '仪表盘',
  },
  tags: {
    label: '已打开的页面',
    refresh: '刷新',
    close: '关闭',
    closeOthers: '关闭其他',
    closeAll: '关闭全部',
    closeTab: '关闭{{title}}',
  },
  roadmap: {
    recruitment: '招聘',
    providers: '服务机构与管理后台',
    orders: '班次订单与财务',
    messaging: '消息与工具',
    power: '高效操作',
  },
  notBuilt: {
    badge: '尚未建成',
    text: '此页面将随路线图第 {{step}} 步“{{area}}”一同上线。它所需的命令尚不存在，因此这里不显示任何内容，而不是编造数据。',
    area: '所属阶段',
    path: '地址',
    back: '返回仪表盘',
    palette: '打开命令面板查看已建成的功能',
  },
  screenError: {
    title: '此页面无法显示',
    text: '加载时出现问题。重新加载控制台通常可以解决（可能已安装了新版本）。',
    reload: '重新加载控制台',
    back: '返回仪表盘',
  },
  unauthorized: { title: '您无法打开此页面', text: '您的角色不包含此页面。如有需要，请联系管理员。', back: '返回仪表盘' },
  authRedirect: { title: '单点登录', text: '此控制台尚未配置单点登录，请使用您的账号登录。', signIn: '前往登录' },
  kbd: { then: '然后' },
  palette: {
    title: '命令面板',
    placeholder: '输入命令或页面名称…',
    typeValue: '请输入{{label}}',
    chooseValue: '请选择{{label}}',
    running: '正在执行“{{title}}”…',
    loadingChoices: '正在加载选项…',
    noChoices: '没有可选项：当前状态不允许任何变更。',
    noSourceArgs: '{{label}}的选项需要先选中一条记录。',
    default: '默认',
    useValue: '使用“{{value}}”',
    noResults: '没有匹配的页面或命令。',
    resultCount: '{{total}} 条中的 {{shown}} 条',
    hintMove: '移动',
    hintChoose: '选择',
    hintBack: '返回',
    hintClose: '关闭',
    group: { actions: '操作', navigate: '跳转' },
  },
  arg: { q: '搜索内容', application_id: '申请', status: '状态', archived: '归档操作', language: '语言', path: '路径', version: '版本', size: '尺寸' },
  area: {
    search: '搜索', auth: '账号', staff: '员工', application: '申请', ui: '控制台', navigation: '导航', list: '列表', tabs: '标签页', interview: '面试与背景调查',
    address: '地址', admin: '系统管理', apikey: 'API 密钥', appversion: '应用版本', bulk: '批量操作', configuration: '配置', contract: '合同',
    dashboard: '仪表盘', email: '邮件', employee: '服务商员工', facility: '机构', file: '文件', incident: '事件', jobAd: '招聘广告', linkRoute: '链接路由',
    macro: '宏', masterboard: '总看板', notice: '通知', operator: '操作员', order: '班次订单', outbox: '发件箱', outerCandidate: '外部候选人', pay: '薪酬',
    place: '地点', provider: '服务商', referral: '推荐', shortlink: '短链接', sms: '短信', tempshift: '临时班次', timesheet: '工时表', undo: '撤销', utm: 'UTM 统计',
  },
  record: recordLabelsZh,
  command: commandTitlesZh,
  cheatSheet: { title: '快捷键', arrows: '聚焦下一行（方向键）', arrowsUp: '聚焦上一行（方向键）' },
  common: { close: '关闭' },
  table: { selected: '已选', selectRow: '选择第 {{id}} 行', loading: '加载中…', empty: '暂无数据', selectedCount: '已选 {{count}} 项' },
  pager: { range: '第 {{from}}–{{to}} 条，共 {{total}} 条', previous: '上一页', next: '下一页', page: '{{page}} / {{pages}}', pageSize: '每页行数', perPage: '{{size}} 条/页' },
  staff: {
    searchPlaceholder: '搜索姓名、邮箱或电话',
    statusFilter: '员工状态',
    allStatuses: '全部状态',
  },
  applications: {
    column: { applicant: '申请人' },
    archivedTag: '已归档',
    searchPlaceholder: '搜索申请人姓名、邮箱或电话',
    statusFilter: '申请状态',
    allStatuses: '全部状态',
    archivedFilter: '归档',
    archivedAll: '进行中和已归档',
    archivedNo: '仅进行中',
    archivedYes: '仅已归档',
  },
  applicants: {
    tab: { applicants: '申请人', applications: '申请' },
  },
  dashboard: {
    greeting: '欢迎，{{name}}',
    signedInAs: '当前登录：{{email}} · {{type}}',
    timeZone: {
      setting: '时间按{{city}}时间（{{zone}}）显示，由服务器的 BUSINESS_TIME_ZONE 设置。',
      default: '时间按{{city}}时间（{{zone}}）显示，此为默认值；服务器可用 BUSINESS_TIME_ZONE 另行设置。',
    },
    applicants: '申请人',
    openApplicants: '打开申请人列表',
    openApplications: '进行中的申请',
    reviewApplications: '审核申请',
    paletteTitle: '命令面板',
    paletteText: '所有页面和操作，一次搜索即可到达。',
    openPalette: '打开命令面板',
    shortcuts: '快捷键',
    recent: '最近执行的命令',
    noRecent: '本次会话还没有记录。通过命令面板或快捷键执行的命令会显示在这里。',
  },
  source: { palette: '命令面板', hotkey: '快捷键', screen: '页面', macro: '宏' },
  notFound: { title: '页面不存在', text: '地址可能有误，或页面已被移动。', back: '返回仪表盘' },
  enum: enumLabelsZh,
  messages: {
    'Password is required.': '请输入密码。',
    'Password is too long.': '密码过长。',
    'Verification code is required.': '请输入验证码。',
    'Verification code is 6 digits.': '验证码为 6 位数字。',
    'Verification ticket is required.': '缺少验证凭据。',
    'Verification ticket is invalid.': '验证凭据无效。',
    'Email address or password is incorrect.': '邮箱地址或密码错误。',
    'Must not contain a NUL character.': '不能包含 NUL 字符。',
    'The verification code is incorrect.': '验证码错误。',
    'The verification code has expired. Sign in again.': '验证码已过期，请重新登录。',
    'Your session has expired. Sign in again.': '登录已过期，请重新登录。',
    'Not logged in.': '尚未登录。',
    'Email address is required.': '请输入邮箱地址。',
    'Email address is invalid.': '邮箱地址无效。',
    'Phone number is required.': '请输入电话号码。',
    'Phone number is invalid.': '电话号码无效。',
    'Phone number should have 10 digits.': '电话号码应为 10 位数字。',
    'Path must start with /.': '路径必须以 / 开头。',
    'Search text is required.': '请输入搜索内容。',
    'No referees yet: add one first.': '还没有推荐人：请先添加。',
    'Every referee has answered already.': '所有推荐人都已回复。',
    'Type at least 2 characters.': '请至少输入 2 个字符。',
    'Search text is at most 100 characters.': '搜索内容最多 100 个字符。',
    Required: '必填。',
    'Required.': '必填。',
    Shortlist: '入围',
    Select: '选中',
    'Not fit': '不合适',
    Archive: '归档',
    'Mark as interviewed': '标记为已面试',
    'Complete recruitment': '完成招聘',
    Error: '错误',
  },
  profile: profileZh,
  notes: notesZh,
  resumes: resumesZh,
  workflow: workflowZh,
  interviews: interviewsZh,
  aiExports: aiExportsZh,
  staffLists: staffListsZh,
  jobAds: jobAdsZh,
  outerCandidates: outerCandidatesZh,
  referral: referralZh,
  pay: payZh,
  shiftWork: shiftWorkZh,
  orders: ordersZh,
  adminArea: adminAreaZh,
  masterBoard: masterBoardZh,
  placesEmployees: placesEmployeesZh,
  providers: providersZh,
  delivery: deliveryZh,
  sms: smsZh,
  notices: noticesZh,
  devops: devopsZh,
  dashboardArea: dashboardAreaZh,
  bulk: bulkZh,
  undo: undoZh,
  recordReveal: recordRevealZh,
  macros: macrosZh,
  live: liveZh,
};
