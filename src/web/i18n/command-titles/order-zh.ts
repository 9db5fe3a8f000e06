// commands/order.ts 命令的中文标题。
import type { orderCommands } from '../../../../commands/order';
import type { TitlesFor } from './titles-for';

export const orderTitlesZh: TitlesFor<typeof orderCommands> = {
  'order.list': '班次订单列表',
  'order.info': '订单信息',
  'order.detail': '打开班次订单',
  'order.notes': '订单备注',
  'order.addNote': '为订单添加备注',
  'order.files': '订单文件',
  'order.attachFile': '为订单附加文件库文件',
  'order.editContactNotes': '编辑联系备注',
  'order.history': '订单操作记录',
  'order.createPreview': '预览代客下单',
  'order.create': '代机构创建订单',
  'order.estimateCost': '估算订单费用',
  'order.providerPreview': '预览机构信息',
  'order.reviewPreview': '预览订单审核',
  'order.review': '审核机构订单',
  'order.edit': '编辑订单',
  'order.editTime': '修改班次时间',
  'order.cancel': '取消订单',
  'order.competencyOptions': '技能要求选项',
  'order.createRecipients': '选择班次通知对象',
  'order.notify': '发送班次通知',
  'order.pushRecords': '订单推送记录',
};
