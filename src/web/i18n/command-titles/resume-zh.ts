import type { resumeCommands } from '../../../../commands/resume';
import type { TitlesFor } from './titles-for';

export const resumeTitlesZh: TitlesFor<typeof resumeCommands> = {
  'resume.list': '列出简历',
  'resume.upload': '上传简历',
  'resume.delete': '删除简历',
  'resume.setDefault': '设为默认简历',
  'resume.updateScore': '为简历评分',
  'resume.notReviewed': '是否有未审阅的简历？',
  'resume.blurList': '简历脱敏列表',
  'resume.blurDetail': '简历脱敏详情',
  'resume.submitBlurConfig': '保存遮盖区域',
  'resume.autoBlur': '生成脱敏副本',
};
