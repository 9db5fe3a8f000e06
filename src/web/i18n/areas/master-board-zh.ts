// master-board 界面的中文字符串，与 master-board-en.ts 键相同。
import type { Shape } from '../en';
import type { masterBoardEn } from './master-board-en';

export const masterBoardZh: Shape<typeof masterBoardEn> = {
  any: '全部', yes: '是', no: '否', save: '保存', saved: '已保存。', cancel: '取消', edit: '编辑', delete: '删除', choose: '请选择…',
  loading: '加载中…', live: '已上线', off: '未上线', notSetUp: '尚未设置', setUp: '设置看板', switch: '其他看板',
  pickTitle: '看板', pickHint: '选择要打开主看板的服务机构。', searchProviders: '搜索服务机构',
  col: {
    provider: '服务机构', enabled: '已上线', slug: '地址', open: '开放班次', pending: '待审批', preferred: '首选员工',
    blocked: '屏蔽员工', providerStatus: '机构状态',
  },
  view: {
    pool: '优先推送给', noPool: '暂无首选员工：请在员工的主看板中设置。',
    blocked: '{{count}} 名被屏蔽的员工看不到此看板。', none: '目前没有开放的班次。',
  },
  config: {
    title: '看板设置', new: '此看板从未保存：以下为默认值，保存后即创建。',
    enabled: '看板上线', slug: '地址名', boardTitle: '标题', intro: '简介', requireApproval: '新班次需审批',
    showPayRate: '显示时薪', releaseAfter: '多少小时后向所有员工开放', address: '公开地址',
    releaseHint: '开放班次先推送给机构的首选员工；到了开放时间后，该地区所有员工都能看到。0 表示立即开放。',
  },
  style: {
    title: '样式', primary: '主色', accent: '强调色', header: '页眉文字', layout: '布局', showAddress: '显示机构地址',
    preview: '预览',
  },
  qr: {
    alt: '{{url}} 的二维码', off: '看板未上线：在上线之前，扫码后会看到提示页面。',
    print: '打印', save: '保存 SVG', copy: '复制',
  },
  roles: {
    add: '新增角色', name: '名称', description: '角色用途', permissions: '权限', none: '暂无角色。',
    noPermissions: '无权限', confirmDelete: '删除角色 {{name}}？',
  },
  permission: { people: '角色及其权限', permission: '权限' },
  keys: {
    title: '服务机构 API 密钥', add: '创建密钥', hint: '密钥让机构自己的系统（如排班系统）发布和读取临时班次。密钥只显示一次。',
    once: '请立即复制 {{name}} 的密钥：之后不会再显示。', done: '完成', none: '暂无 API 密钥。',
    name: '名称', administrator: '负责人', scopes: '权限范围', expires: '到期日', expired: '已过期', never: '从未使用',
    disable: '停用', enable: '启用', confirmDelete: '删除密钥 {{name}}？使用它的系统将立即失效。',
    col: { name: '名称', prefix: '密钥', scopes: '权限范围', administrator: '负责人', status: '状态', lastUsed: '最近使用' },
    status: { active: '启用', disabled: '停用' },
  },
  template: {
    add: '新增模板', name: '模板名称', none: '暂无班次模板。', use: '使用', confirmDelete: '删除模板 {{name}}？',
    facilityHint: '未指定机构的模板适用于所有机构；发布班次时再选择机构。',
  },
  shift: {
    add: '新增临时班次', editTitle: '编辑临时班次 #{{id}}', facility: '机构', position: '职位', date: '日期', start: '开始', end: '结束',
    time: '时间', break: '休息', breakMinutes: '休息 {{n}} 分钟', rate: '时薪（澳元）', rateCents: '时薪（分/小时）', headcount: '所需人数',
    rateShort: '时薪', note: '备注', template: '模板', paidHours: '计薪时长', paid: '计薪 {{n}} 小时', source: '来源', status: '状态',
    createdBy: '发布人', decidedBy: '审批人', reason: '原因', changeStatus: '更改状态', search: '搜索职位、机构或备注',
    rateInvalid: '时薪须为金额，如 38.50。', reasonFor: '原因？（{{verb}}）',
    willWait: '此看板需要审批：班次经批准后才会显示。',
  },
  approval: {
    title: '待审批（{{n}}）', none: '没有待审批的班次。', by: '发布人：{{name}}',
    off: '此看板不需要审批：新班次立即开放。以下班次是在更改设置前发布的。',
  },
  import: {
    open: '导入 CSV', file: 'CSV 文件', paste: '或在此粘贴 CSV', check: '检查', run: '导入',
    hint: '标题行下每行一个班次。机构填名称或编号；日期为 YYYY-MM-DD 或 DD/MM/YYYY；时间以 15 分钟为步长；时薪以澳元计。正确的行会保存，错误的行会列出。',
    checked: '检查结果：{{ok}} 行可导入，{{failed}} 行有问题（尚未保存）', done: '已导入 {{ok}} 行，{{failed}} 行有问题', line: '行', result: '结果',
  },
  manage: { sections: '看板各部分' },
  contract: {
    new: '新建合同模板', editTitle: '合同模板：{{name}}', name: '名称', employmentType: '雇佣类型', active: '提供中',
    confirmDelete: '删除合同模板 {{name}}？', offered: '提供给新员工', body: '合同正文', words: '字数', search: '搜索模板',
    placeholders: '按签署时的样子撰写合同。粘贴的脚本、样式和未知标记会在保存时移除。',
    tab: { contracts: '合同模板', onboarding: '入职模板', files: '入职文件' },
  },
  onboarding: {
    new: '新建清单', name: '清单名称', itemTitle: '步骤', itemDescription: '说明（可选）', required: '必填', optional: '可选',
    addItem: '添加步骤', up: '上移', down: '下移', none: '暂无入职清单。', confirmDelete: '删除清单 {{name}}？',
    hint: '员工入职此机构时按顺序完成的步骤。Alt+↑/↓ 可移动步骤。',
  },
  files: {
    title: '标题', titlePlaceholder: '标题（可选）', upload: '上传文件', download: '下载', none: '暂无入职文件。',
    rules: '{{types}}，最大 {{size}}', confirmDelete: '删除 {{name}}？员工将不再收到此文件。',
  },
};
