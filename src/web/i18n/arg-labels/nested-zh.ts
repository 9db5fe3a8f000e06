// 嵌套在列表或对象参数中的字段的中文名称（面试报告的评分与问答、简历遮挡区域、菜单条目、关键词权重等）。
// test/web/arg-labels.test.ts 逐层检查每个命令参数里的字段都有中文名称。
export const nestedArgLabelsZh: Record<string, string> = {
  // 面试报告
  criterion: '评分项',
  question: '问题',
  answer: '回答',
  // 视频面试问题
  max_seconds: '最长作答时间（秒）',
  // 资质与入职模板
  met: '已满足',
  required: '必需',
  // 简历遮挡区域
  x: '横向位置',
  y: '纵向位置',
  width: '宽度',
  height: '高度',
  // 菜单条目
  icon: '图标',
  hidden: '隐藏',
  parent_path: '上级路径',
  title_key: '标题词条',
  // 简历评估关键词与 SEEK 职位对应
  term: '关键词条',
  weight: '权重',
  seek_role: 'SEEK 职位',
  // 批量运行的来源行
  ids: '记录',
};
