import type { resumeAssessmentCommands } from '../../../../commands/resume-assessment';
import type { TitlesFor } from './titles-for';

export const resumeAssessmentTitlesZh: TitlesFor<typeof resumeAssessmentCommands> = {
  'assessment.positionList': '简历评估职位',
  'assessment.data': '简历评估规则',
  'assessment.save': '保存简历评估规则',
  'assessment.importFile': '导入简历评估规则',
  'assessment.seekMapping': 'SEEK 职位映射',
  'assessment.saveSeekMapping': '保存 SEEK 职位映射',
  'assessment.recognisedNames': '认可的机构名称',
  'assessment.saveRecognisedNames': '保存认可的机构名称',
  'assessment.tryScore': '用规则试评一份简历',
};
