// The workflow steps that need details (src/domain/workflow.ts `needs`), one command each with its
// preview taking the same arguments: schedule an interview, send an offer, send a contract, sign it,
// complete it offline, start onboarding, and require a supplement (request_additional_information,
// which emails the applicant). Each moves the application as the workflow table says, or is refused
// naming the status and what is allowed.
import { z } from 'zod';
import { employmentTypes, payBasis } from '../src/domain/enums/employment';
import type { WorkflowStepKey } from '../src/domain/enums/workflow-steps';
import {
  applicationDetail, applicationId, fromApplicationWithVersion, isoDate, onActiveApplication, optionalText, quarterHour, requiredText, workflowPreview,
} from './application-workflow-fields';
import { defineCommand, type CommandContext } from './define';
import { codeOf, version } from './fields';
import { applicationStatusBack } from './inverse';

/** A step's action and its preview over the same arguments (the palette shows the preview, Enter runs it). */
function stepCommands<const Id extends string, const PreviewId extends string, Args extends z.ZodObject>(spec: {
  id: Id;
  previewId: PreviewId;
  api: string;
  previewApi: string;
  title: string;
  previewTitle: string;
  keywords: readonly string[];
  args: Args;
  kbd?: string;
  /** The steps that email the applicant cannot be taken back (docs/undo.md). */
  irreversible?: { reason: string };
}) {
  // The others are moves like any: the status back, where spec §4's table allows it.
  const undo = spec.irreversible ? { irreversible: spec.irreversible } : { inverse: applicationStatusBack };
  // Every step's arguments start with application_id and version, which the focused row fills.
  const fill = fromApplicationWithVersion as (ctx: CommandContext) => Partial<z.input<Args>>;
  const common = { area: 'application', when: onActiveApplication, fill, recordArg: 'application_id' as const };
  const preview = defineCommand({ ...common, id: spec.previewId, api: spec.previewApi, title: spec.previewTitle, kind: 'query', args: spec.args, result: workflowPreview });
  const action = defineCommand({
    ...common,
    id: spec.id,
    api: spec.api,
    title: spec.title,
    kind: 'action',
    keywords: spec.keywords,
    kbd: spec.kbd,
    preview: spec.previewId,
    ...undo,
    args: spec.args,
    result: applicationDetail,
  });
  return [preview, action] as const;
}

const base = { application_id: applicationId, version };
const note = optionalText('Note', 2000);
const place = requiredText('Place or video link', 300);

export const [scheduleInterviewPreview, scheduleApplicationInterview] = stepCommands({
  id: 'application.scheduleInterview',
  irreversible: { reason: 'it emails the applicant' },
  previewId: 'application.scheduleInterviewPreview',
  api: 'schedule_application_interview',
  previewApi: 'schedule_application_interview_preview',
  title: 'Schedule interview for application',
  previewTitle: 'Preview scheduling an interview',
  keywords: ['interview', 'invite', 'interview pending', 'workflow'],
  // The recruiter's one key for an interview: it books it and moves the application to Interview pending.
  kbd: 'i',
  args: z.strictObject({ ...base, interview_at: quarterHour('Interview time'), location: place, note }),
});

const MAX_HOURLY = 500;
const MIN_ANNUAL = 1_000;

export const [sendOfferPreview, sendApplicationOffer] = stepCommands({
  id: 'application.sendOffer',
  irreversible: { reason: 'it emails the applicant' },
  previewId: 'application.sendOfferPreview',
  api: 'send_application_offer',
  previewApi: 'send_application_offer_preview',
  title: 'Send an offer',
  previewTitle: 'Preview sending an offer',
  keywords: ['offer', 'pay', 'start date', 'workflow'],
  args: z
    .strictObject({
      ...base,
      employment_type: codeOf('Employment type', employmentTypes),
      pay_rate: z
        .number({ error: (issue) => (issue.input === undefined ? 'Pay rate is required.' : 'Pay rate must be a number.') })
        .positive('Pay rate must be more than 0.')
        .max(1_000_000, 'Pay rate is at most 1,000,000.'),
      pay_basis: codeOf('Pay basis', payBasis),
      start_date: isoDate('Start date'),
      note,
    })
    .superRefine((a, ctx) => {
      // A rate on the wrong basis is the usual slip: $65,000 an hour or $32 a year.
      if (a.pay_basis === 2 && a.pay_rate > MAX_HOURLY) ctx.addIssue({ code: 'custom', path: ['pay_rate'], message: `An hourly pay rate is at most ${MAX_HOURLY}; is it annual?` });
      if (a.pay_basis === 1 && a.pay_rate < MIN_ANNUAL) ctx.addIssue({ code: 'custom', path: ['pay_rate'], message: `An annual pay rate is at least ${MIN_ANNUAL.toLocaleString('en-AU')}; is it hourly?` });
    })
    // The same bounds for the API's JSON Schema.
    .meta({
      allOf: [
        { if: { properties: { pay_basis: { const: 2 } }, required: ['pay_basis'] }, then: { properties: { pay_rate: { maximum: MAX_HOURLY } } } },
        { if: { properties: { pay_basis: { const: 1 } }, required: ['pay_basis'] }, then: { properties: { pay_rate: { minimum: MIN_ANNUAL } } } },
      ],
    }),
});

export const [sendContractPreview, sendApplicationContract] = stepCommands({
  id: 'application.sendContract',
  irreversible: { reason: 'it emails the applicant' },
  previewId: 'application.sendContractPreview',
  api: 'send_application_contract',
  previewApi: 'send_application_contract_preview',
  title: 'Send a contract',
  previewTitle: 'Preview sending a contract',
  keywords: ['contract', 'agreement', 'workflow'],
  args: z.strictObject({ ...base, contract_name: requiredText('Contract', 200), respond_by: isoDate('Sign-by date'), note }),
});

export const [signContractPreview, signApplicationContract] = stepCommands({
  id: 'application.signContract',
  previewId: 'application.signContractPreview',
  api: 'sign_application_contract',
  previewApi: 'sign_application_contract_preview',
  title: 'Sign contract',
  previewTitle: 'Preview signing the contract',
  keywords: ['contract', 'confirm', 'countersign', 'workflow'],
  args: z.strictObject({ ...base, signed_on: isoDate('Date signed'), signatory: requiredText('Signatory', 100), note }),
});

export const [completeContractOfflinePreview, completeApplicationContractOffline] = stepCommands({
  id: 'application.completeContractOffline',
  previewId: 'application.completeContractOfflinePreview',
  api: 'complete_application_contract_offline',
  previewApi: 'complete_application_contract_offline_preview',
  title: 'Complete contract offline',
  previewTitle: 'Preview completing the contract offline',
  keywords: ['contract', 'paper', 'offline', 'workflow'],
  args: z.strictObject({ ...base, signed_on: isoDate('Date signed'), reference: requiredText('Reference', 300), note }),
});

export const [startOnboardingPreview, startApplicationOnboarding] = stepCommands({
  id: 'application.startOnboarding',
  irreversible: { reason: 'it emails the applicant' },
  previewId: 'application.startOnboardingPreview',
  api: 'start_application_onboarding',
  previewApi: 'start_application_onboarding_preview',
  title: 'Start onboarding process',
  previewTitle: 'Preview starting onboarding',
  keywords: ['onboarding', 'induction', 'workflow'],
  args: z.strictObject({ ...base, induction_at: quarterHour('Induction time'), location: place, note }),
});

export const [requestAdditionalInformationPreview, requestAdditionalInformation] = stepCommands({
  id: 'application.requestAdditionalInformation',
  irreversible: { reason: 'it emails the applicant' },
  previewId: 'application.requestAdditionalInformationPreview',
  api: 'request_additional_information',
  previewApi: 'request_additional_information_preview',
  title: 'Require supplement',
  previewTitle: 'Preview requiring a supplement',
  keywords: ['supplement', 'more information', 'documents', 'email applicant', 'workflow'],
  args: z.strictObject({ ...base, message: requiredText('Message', 2000).refine((m) => m.length >= 10, 'Message must say what is needed (at least 10 characters).') }),
});

/** Which step each command runs, so the server and the tests read one mapping. */
export const stepOfCommand = {
  'application.scheduleInterview': 'scheduleInterview',
  'application.sendOffer': 'sendOffer',
  'application.sendContract': 'sendContract',
  'application.signContract': 'signContract',
  'application.completeContractOffline': 'completeContractOffline',
  'application.startOnboarding': 'startOnboarding',
  'application.requestAdditionalInformation': 'requireSupplement',
} as const satisfies Record<string, WorkflowStepKey>;

export const applicationStepCommands = [
  scheduleInterviewPreview, scheduleApplicationInterview,
  sendOfferPreview, sendApplicationOffer,
  sendContractPreview, sendApplicationContract,
  signContractPreview, signApplicationContract,
  completeContractOfflinePreview, completeApplicationContractOffline,
  startOnboardingPreview, startApplicationOnboarding,
  requestAdditionalInformationPreview, requestAdditionalInformation,
] as const;
