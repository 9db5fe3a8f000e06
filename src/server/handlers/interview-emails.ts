// The words of the interview and reference check emails. Times are written in the job's own state's
// time, the way the applicant, provider or referee reads a clock there.
import { interviewModes } from '../../domain/enums/interview';
import type { OutgoingMessage } from '../adapters/messenger';

const zoneOfState: Readonly<Record<string, string>> = {
  NSW: 'Australia/Sydney', ACT: 'Australia/Sydney', VIC: 'Australia/Melbourne', TAS: 'Australia/Hobart',
  QLD: 'Australia/Brisbane', SA: 'Australia/Adelaide', NT: 'Australia/Darwin', WA: 'Australia/Perth',
};

/** 'Wed 25 Nov 2026, 9:30 am AEDT' in the state's time (Sydney's where the state is not Australian). */
export function localTime(iso: string, state: string): string {
  return new Intl.DateTimeFormat('en-AU', {
    timeZone: zoneOfState[state] ?? 'Australia/Sydney',
    weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short',
  }).format(new Date(iso));
}

export interface InvitationFacts {
  to: string;
  firstName: string;
  jobTitle: string;
  providerName: string;
  state: string;
  scheduledAt: string;
  durationMinutes: number;
  mode: string;
  location: string;
  videoLink: string;
  interviewer: string;
  message: string;
}

export function invitationEmail(f: InvitationFacts): OutgoingMessage {
  const where = f.mode === 'video' ? `Video call: ${f.videoLink}` : f.mode === 'phone' ? `By phone: ${f.location || 'we will call you on the number in your profile.'}` : `Where: ${f.location}`;
  const lines = [
    `Hi ${f.firstName},`,
    '',
    `You are invited to an interview for ${f.jobTitle} with ${f.providerName}.`,
    '',
    `When: ${localTime(f.scheduledAt, f.state)} (${f.durationMinutes} minutes)`,
    `How: ${interviewModes.label(f.mode) ?? f.mode}`,
    where,
    `Interviewer: ${f.interviewer}`,
    ...(f.message ? ['', f.message] : []),
    '',
    'Please confirm whether you can attend by replying to this email or in the app.',
  ];
  return { channel: 'email', recipient: f.to, subject: `Interview invitation: ${f.jobTitle}`, body: lines.join('\n') };
}

export interface UnconfirmedLine {
  name: string;
  jobTitle: string;
  state: string;
  scheduledAt: string;
  interviewer: string;
}

export function unconfirmedReminderEmail(to: string, providerName: string, days: number, lines: readonly UnconfirmedLine[]): OutgoingMessage {
  const count = lines.length === 1 ? '1 interview is' : `${lines.length} interviews are`;
  const body = [
    `Hello ${providerName},`,
    '',
    `${count} coming up in the next ${days} day${days === 1 ? '' : 's'} and the applicant has not confirmed attendance yet:`,
    '',
    ...lines.map((l) => `- ${localTime(l.scheduledAt, l.state)}: ${l.name}, ${l.jobTitle} (interviewer ${l.interviewer})`),
    '',
    'Our recruitment team is following up with each applicant. Reply to this email if any time needs to change.',
  ];
  return { channel: 'email', recipient: to, subject: `Unconfirmed interviews: ${lines.length} in the next ${days} day${days === 1 ? '' : 's'}`, body: body.join('\n') };
}

export interface ReferenceRequestFacts {
  to: string;
  refereeName: string;
  applicantName: string;
  jobTitle: string;
  link: string;
  /** The link's token: a one-time secret, masked in the outbox (adapters/message-secrets.ts). */
  token: string;
  message?: string;
}

export function referenceRequestEmail(f: ReferenceRequestFacts): OutgoingMessage {
  const body = [
    `Dear ${f.refereeName},`,
    '',
    `${f.applicantName} has applied for ${f.jobTitle} and named you as a referee.`,
    'Could you answer a few questions about working with them? It takes about five minutes.',
    '',
    f.link,
    ...(f.message ? ['', f.message] : []),
    '',
    'The link is personal to you; please do not forward it. Thank you for your time.',
  ];
  return { channel: 'email', recipient: f.to, subject: `Reference request for ${f.applicantName}`, body: body.join('\n'), secrets: [f.token] };
}

/** `token` is the link's one-time secret, masked in the outbox. */
export interface ViInviteFacts { to: string; firstName: string; jobTitle: string; position: string; questions: number; minutes: number; link: string; token: string; reminder: boolean }

/** The one-way interview invitation (and its reminder): what to expect, how long it takes, the personal link. */
export function viInviteEmail(f: ViInviteFacts): OutgoingMessage {
  const body = [
    `Hi ${f.firstName},`,
    '',
    f.reminder
      ? `A reminder: your application for ${f.jobTitle} is waiting for your short recorded interview.`
      : `Thank you for applying for ${f.jobTitle}. The next step is a short recorded interview.`,
    `There are ${f.questions} questions for a ${f.position}; answering takes about ${f.minutes} minutes, whenever suits you.`,
    '',
    f.link,
    '',
    'The link is personal to you and replaces any earlier one we sent.',
  ];
  return {
    channel: 'email', recipient: f.to, subject: f.reminder ? `Reminder: your recorded interview for ${f.jobTitle}` : `Your recorded interview for ${f.jobTitle}`, body: body.join('\n'),
    secrets: [f.token],
  };
}
