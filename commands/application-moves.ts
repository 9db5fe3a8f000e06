import type { CommandId } from './index';

/** The commands that move an application to another status (the browser says where it went). */
export const applicationMoveCommands = [
  'application.advance', 'application.workflowAction', 'application.scheduleInterview', 'application.sendOffer', 'application.sendContract',
  'application.signContract', 'application.completeContractOffline', 'application.startOnboarding', 'application.requestAdditionalInformation',
  'application.changePrescreen', 'application.withdraw', 'application.completeRecruitment',
] as const satisfies readonly CommandId[];
