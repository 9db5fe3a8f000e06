import type { staffProfileCommands } from '../../../../commands/staff-profile';
import type { TitlesFor } from './titles-for';

export const staffProfileTitlesZh: TitlesFor<typeof staffProfileCommands> = {
  'profile.formInfo': '查看申请人表单',
  'profile.modifyApplication': '保存申请表',
  'profile.modifyMaterials': '保存材料表',
  'profile.modifyContract': '保存合同表',
  'profile.modifyOnboarding': '保存入职表',
  'profile.autoFillVisaCheck': '自动填写签证核查',
  'profile.statusMoves': '查看可用的员工状态变更',
  'profile.statusChangeInfo': '预览员工状态变更',
  'profile.modifyStatus': '更改员工状态',
  'qualification.catalogue': '列出资质类型',
  'qualification.list': '列出申请人资质',
  'qualification.save': '保存申请人资质',
  'qualification.delete': '删除申请人资质',
  'qualification.addCertificate': '添加培训证书',
  'qualification.deleteCertificate': '删除培训证书',
  'qualification.forApplication': '查看申请的资质要求',
  'qualification.saveForApplication': '保存申请的资质核对',
  'position.list': '列出职位',
  'position.levels': '列出职位级别',
  'position.editLevelRate': '修改级别时薪',
  'position.qualifications': '查看职位要求的资质',
  'position.saveQualifications': '保存职位要求的资质',
};
