// The words of a workflow step: one line saying what it would do (previews), and the email an admin step
// sends the applicant (queued through the messenger adapter with the change). Plain text, Australian
// English; dates as written by the recruiter (an ISO instant keeps its own offset).
import type { ApplicationDetail } from '../../../../commands/application-workflow-fields';
import { employmentTypes, payBasis } from '../../../domain/enums/employment';
import type { WorkflowStep } from '../../../domain/workflow';
import { statusName } from './application-state';
import { businessTimeInWords } from '../../../domain/format/business-time';

/** '2025-03-04T00:00:00Z' → '2025-03-04 11:00 AEDT (Sydney time)': the business's clock, named (never bare UTC). */
export function whenInWords(iso: unknown): string {
  return /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(String(iso)) ? businessTimeInWords(String(iso)) : String(iso);
}

const money = (n: unknown) => `$${Number(n).toLocaleString('en-AU', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** The step's details in one clause: 'on 2025-03-04 10:00 (+10:00) at 12 Smith St'. */
export function detailsInWords(step: WorkflowStep, d: Record<string, unknown>): string {
  switch (step.key) {
    case 'scheduleInterview':
      return `interview on ${whenInWords(d.interview_at)} at ${String(d.location)}`;
    case 'sendOffer':
      return `${employmentTypes.label(d.employment_type as number) ?? ''} offer at ${money(d.pay_rate)} ${d.pay_basis === 2 ? 'an hour' : 'a year'} (${payBasis.label(d.pay_basis as number)}), starting ${String(d.start_date)}`;
    case 'sendContract':
      return `contract “${String(d.contract_name)}” to sign by ${String(d.respond_by)}`;
    case 'signContract':
      return `signed on ${String(d.signed_on)} by ${String(d.signatory)}`;
    case 'completeContractOffline':
      return `signed on paper on ${String(d.signed_on)} (${String(d.reference)})`;
    case 'startOnboarding':
      return `induction on ${whenInWords(d.induction_at)} at ${String(d.location)}`;
    case 'requireSupplement':
      return `asking: “${String(d.message)}”`;
    default:
      return d.note ? `note: “${String(d.note)}”` : '';
  }
}

export function stepSummary(step: WorkflowStep, before: ApplicationDetail, details: Record<string, unknown>): string {
  const what = detailsInWords(step, details);
  const email = step.emails ? ` ${before.name} is emailed at ${before.email}.` : '';
  return `${step.label}: ${before.name}'s application for ${before.job_title} moves from ${statusName(before.status)} to ${statusName(step.to)}${what ? `, ${what}` : ''}.${email}`;
}

const firstName = (name: string) => name.split(' ')[0] || name;

/** The email an admin step sends, or undefined where it sends none. */
export function stepEmail(step: WorkflowStep, a: ApplicationDetail, d: Record<string, unknown>): { subject: string; body: string } | undefined {
  if (!step.emails) return undefined;
  const hello = `Hi ${firstName(a.name)},`;
  const note = d.note ? `\n\n${String(d.note)}` : '';
  const bye = `\n\nKind regards,\n${a.provider_name} recruitment team`;
  switch (step.key) {
    case 'scheduleInterview':
      return { subject: `Interview for ${a.job_title}`, body: `${hello}\n\nThank you for applying for ${a.job_title}. We would like to meet you on ${whenInWords(d.interview_at)} at ${String(d.location)}. Please reply to confirm you can attend.${note}${bye}` };
    case 'sendOffer':
      return { subject: `Your offer for ${a.job_title}`, body: `${hello}\n\nWe are pleased to offer you the ${a.job_title} role: ${detailsInWords(step, d)}. Please let us know whether you accept.${note}${bye}` };
    case 'sendContract':
      return { subject: `Your contract for ${a.job_title}`, body: `${hello}\n\nYour contract “${String(d.contract_name)}” is ready. Please review and sign it by ${String(d.respond_by)}.${note}${bye}` };
    case 'startOnboarding':
      return { subject: `Welcome aboard: onboarding for ${a.job_title}`, body: `${hello}\n\nYour onboarding starts with an induction on ${whenInWords(d.induction_at)} at ${String(d.location)}. Please bring photo ID and your certificates.${note}${bye}` };
    case 'requireSupplement':
      return { subject: `More information needed for your application: ${a.job_title}`, body: `${hello}\n\nTo keep your application for ${a.job_title} moving, we need a little more from you:\n\n${String(d.message)}\n\nPlease reply to this email or update your profile.${bye}` };
    default:
      return undefined;
  }
}
