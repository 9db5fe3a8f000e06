// What an application carries beyond its status: visibility (with a preview), prescreen in and out of 18
// and its result, relocation to another ad of the same provider, withdrawal (with a preview, → 45), the
// resume, its score and the reviewed flag. Setting a value to what it is already is a no-op that does
// not bump the version (as archiving is).
import { and, eq } from 'drizzle-orm';
import type { ApplicationDetail } from '../../../../commands/application-workflow-fields';
import { ENDED_APPLICATION_STATUSES } from '../../../domain/enums/application-status';
import { jobAdStatusName } from '../../../domain/job-ad-status-moves';
import { conflict, notFound } from '../../app-error';
import { applications, jobAds, providers } from '../../db/schema';
import { loadVersioned } from '../../kit/versioned-update';
import type { HandlerContext } from '../types';
import { listInWords, loadDetail, refuseArchived, statusName, writeApplication } from './application-state';
import { allowedNow } from './step-handlers';

const PRESCREEN = 18;
/** Only applications not yet past screening go into prescreen. */
const PRESCREEN_FROM = [1, 2, 3] as const;
const WITHDRAWN = 45;
const PUBLISHED = 2;

const ended = (status: number) => ENDED_APPLICATION_STATUSES.includes(status);

function refuseEnded(before: ApplicationDetail, doing: string): void {
  if (ended(before.status)) throw conflict(`Cannot ${doing} application ${before.id}: it is ${statusName(before.status)}, which has ended. ${allowedNow(before.status)}`);
}

const visibilitySummary = (a: ApplicationDetail, visible: boolean) =>
  a.visible === visible
    ? `${a.name}'s application for ${a.job_title} is already ${visible ? 'shown to' : 'hidden from'} ${a.provider_name}; nothing changes.`
    : `${a.name}'s application for ${a.job_title} will be ${visible ? 'shown to' : 'hidden from'} ${a.provider_name}.`;

const withdrawSummary = (a: ApplicationDetail, reason: string) =>
  `${a.name}'s application for ${a.job_title} moves from ${statusName(a.status)} to ${statusName(WITHDRAWN)}. Reason: “${reason}”.`;

type Versioned = { application_id: number; version: number };
const load = (ctx: HandlerContext, { application_id, version }: Versioned) => loadVersioned(ctx.db, { noun: 'Application', id: application_id, seen: version, load: loadDetail });

export const settingHandlers = {
  async 'application.changeVisiblePreview'(args: Versioned & { visible: boolean }, ctx: HandlerContext) {
    const before = await load(ctx, args);
    return { application_id: before.id, name: before.name, job_title: before.job_title, provider_name: before.provider_name, visible_now: before.visible, visible: args.visible, summary: visibilitySummary(before, args.visible) };
  },

  'application.changeVisible': ({ application_id, version, visible }: Versioned & { visible: boolean }, ctx: HandlerContext) =>
    writeApplication(ctx, {
      id: application_id,
      seen: version,
      decide: (before) => (before.visible === visible ? null : { screening: { visible }, event: { step: 'visible', details: { visible } } }),
    }),

  'application.changePrescreen': ({ application_id, version, in_prescreen }: Versioned & { in_prescreen: boolean }, ctx: HandlerContext) =>
    writeApplication(ctx, {
      id: application_id,
      seen: version,
      decide: (before) => {
        refuseArchived(before, 'change its prescreen');
        if (in_prescreen === (before.status === PRESCREEN)) return null;
        if (!in_prescreen) {
          const back = before.prescreen_from ?? 1;
          return { application: { status: back }, screening: { prescreenFrom: null }, event: { step: 'prescreenOut', details: { to: back } } };
        }
        if (!(PRESCREEN_FROM as readonly number[]).includes(before.status)) {
          throw conflict(`Cannot put application ${application_id} in prescreen: it is ${statusName(before.status)}. Only ${listInWords(PRESCREEN_FROM.map(statusName), 'or')} can go into prescreen.`);
        }
        return { application: { status: PRESCREEN }, screening: { prescreenFrom: before.status }, event: { step: 'prescreenIn' } };
      },
    }),

  'application.updatePrescreen': ({ application_id, version, prescreen_result, prescreen_note }: Versioned & { prescreen_result: string; prescreen_note?: string }, ctx: HandlerContext) =>
    writeApplication(ctx, {
      id: application_id,
      seen: version,
      decide: (before) => {
        const note = prescreen_note ?? before.prescreen_note;
        if (before.prescreen_result === prescreen_result && before.prescreen_note === note) return null;
        return { screening: { prescreenResult: prescreen_result, prescreenNote: note }, event: { step: 'prescreenResult', details: { result: prescreen_result, note } } };
      },
    }),

  'application.relocate': async ({ application_id, version, job_id }: Versioned & { job_id: number }, ctx: HandlerContext) => {
    const [job] = await ctx.db
      .select({ id: jobAds.id, title: jobAds.title, status: jobAds.status, providerId: jobAds.providerId, providerName: providers.name })
      .from(jobAds)
      .innerJoin(providers, eq(providers.id, jobAds.providerId))
      .where(eq(jobAds.id, job_id));
    if (!job) throw notFound('Job ad', job_id);
    return writeApplication(ctx, {
      id: application_id,
      seen: version,
      decide: async (before) => {
        refuseArchived(before, 'move it');
        refuseEnded(before, 'move');
        if (job.id === before.job_id) throw conflict(`Application ${application_id} is already on job ad ${job_id} (${job.title}).`);
        if (job.providerId !== before.provider_id) {
          throw conflict(`Job ad ${job_id} belongs to ${job.providerName}, not ${before.provider_name}: an application moves only between ads of the same provider.`);
        }
        if (job.status !== PUBLISHED) {
          throw conflict(`Job ad ${job_id} is ${jobAdStatusName(job.status)}: only a Published ad takes applications.`);
        }
        const [twin] = await ctx.db.select({ id: applications.id }).from(applications).where(and(eq(applications.staffId, before.staff_id), eq(applications.jobId, job_id)));
        if (twin) throw conflict(`${before.name} already has application ${twin.id} for job ad ${job_id} (${job.title}).`);
        return {
          application: { jobId: job_id },
          screening: { relocatedFromJobId: before.job_id },
          event: { step: 'relocate', details: { from_job_id: before.job_id, from_job_title: before.job_title, to_job_id: job_id, to_job_title: job.title } },
        };
      },
    });
  },

  async 'application.withdrawPreview'(args: Versioned & { reason: string }, ctx: HandlerContext) {
    const before = await load(ctx, args);
    refuseArchived(before, 'withdraw it');
    refuseEnded(before, 'withdraw');
    return { application_id: before.id, name: before.name, job_title: before.job_title, from_status: before.status, to_status: WITHDRAWN, summary: withdrawSummary(before, args.reason) };
  },

  'application.withdraw': ({ application_id, version, reason }: Versioned & { reason: string }, ctx: HandlerContext) =>
    writeApplication(ctx, {
      id: application_id,
      seen: version,
      decide: (before) => {
        refuseArchived(before, 'withdraw it');
        refuseEnded(before, 'withdraw');
        return { application: { status: WITHDRAWN }, screening: { withdrawReason: reason, withdrawnAt: ctx.now.toISOString() }, event: { step: 'withdraw', details: { reason } } };
      },
    }),

  'application.updateResumeScore': ({ application_id, version, resume_score }: Versioned & { resume_score: number }, ctx: HandlerContext) =>
    writeApplication(ctx, {
      id: application_id,
      seen: version,
      decide: (before) => (before.resume_score === resume_score ? null : { screening: { resumeScore: resume_score }, event: { step: 'resumeScore', details: { from: before.resume_score, to: resume_score } } }),
    }),

  'application.updateReviewed': ({ application_id, version, reviewed }: Versioned & { reviewed: boolean }, ctx: HandlerContext) =>
    writeApplication(ctx, {
      id: application_id,
      seen: version,
      decide: (before) =>
        before.reviewed === reviewed ? null : { screening: { reviewed, reviewedAt: reviewed ? ctx.now.toISOString() : null }, event: { step: 'reviewed', details: { reviewed } } },
    }),

  'application.updateResume': ({ application_id, version, resume_name, resume_url }: Versioned & { resume_name: string; resume_url: string }, ctx: HandlerContext) =>
    writeApplication(ctx, {
      id: application_id,
      seen: version,
      decide: (before) =>
        before.resume_name === resume_name && before.resume_url === resume_url
          ? null
          : { screening: { resumeName: resume_name, resumeUrl: resume_url }, event: { step: 'resume', details: { resume_name, resume_url } } },
    }),
};
