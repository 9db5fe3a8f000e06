// Demo rows of the devops and links area: a few short links made with the tool (with clicks), link routes
// for campaigns, app releases for each platform (one pre-release, one forced update), and 90 days of UTM
// summaries per source and campaign, busier on weekdays and growing towards the seed's epoch.
import { shortLinks } from '../../db/schema';
import { appVersions, linkRoutes, utmSummaries } from '../../db/tables/devops';
import { DAY_MS, EPOCH_MS, dateAt, isoAt } from '../clock';
import type { Rng } from '../random';
import type { AreaSeedContext } from './area-seed';

const ALPHABET = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const UTM_DAYS = 90;

const toolLinks = [
  'https://careconsole.example.com.au/jobs/aged-care-western-sydney?utm_source=sms&utm_campaign=winter-carers',
  'https://careconsole.example.com.au/help/timesheets',
  'https://www.health.gov.au/topics/aged-care/aged-care-workforce',
  'https://careconsole.example.com.au/jobs/disability-support-geelong?utm_source=sms',
  'ftp://files.example.com.au/forms/induction-pack-2026.pdf',
];

const routes: [path: string, target: string, note: string, active: boolean][] = [
  ['/go/winter-campaign', 'https://careconsole.example.com.au/jobs?utm_source=flyer&utm_campaign=winter-carers', 'Printed on the winter flyers (Parramatta, Geelong).', true],
  ['/go/tafe-careers-day', 'https://careconsole.example.com.au/register?utm_source=event&utm_campaign=tafe-careers-day', 'QR code on the stand banner.', true],
  ['/app', 'https://apps.apple.com/au/app/care-shifts/id0000000000', 'The app store link on business cards.', true],
  ['/help/timesheets', 'https://careconsole.example.com.au/help/timesheets', 'Quoted in the timesheet reminder SMS.', true],
  ['/go/nurses-2025', 'https://careconsole.example.com.au/jobs?utm_campaign=nurses-2025', 'Last year’s graduate drive; kept for old QR codes.', false],
];

/** platform, version, build, days before the epoch, force update, notes */
const releases: [string, string, number, number, boolean, string][] = [
  ['ios', '2.12.0', 2120, 150, false, 'Shift offers show the facility on a map.'],
  ['ios', '2.13.0', 2131, 96, true, 'Required: new sign-in flow with verification codes.'],
  ['ios', '2.13.2', 2134, 60, false, 'Fixes timesheet photos on iOS 18.'],
  ['ios', '2.14.0', 2140, 18, false, 'Check in to a shift by scanning the facility QR code.'],
  ['ios', '2.15.0-beta.1', 2150, 4, false, 'TestFlight: availability calendar.'],
  ['android', '2.12.1', 2121, 148, false, 'Shift offers show the facility on a map.'],
  ['android', '2.13.0', 2130, 95, true, 'Required: new sign-in flow with verification codes.'],
  ['android', '2.14.0', 2140, 17, false, 'Check in to a shift by scanning the facility QR code.'],
  ['web', '1.8.0', 1800, 120, false, 'Workers can download payslips as PDF.'],
  ['web', '1.9.0', 1900, 30, false, 'Reference check form for referees.'],
];

/** source, medium, campaign, typical daily visits, sign-up rate */
const channels: [string, string, string, number, number][] = [
  ['google', 'cpc', 'winter-carers', 140, 0.06],
  ['facebook', 'social', 'western-sydney-carers', 90, 0.05],
  ['seek', 'job-board', 'aged-care-nov', 70, 0.09],
  ['indeed', 'job-board', 'disability-support', 45, 0.07],
  ['sms', 'sms', 'reactivation', 25, 0.12],
  ['newsletter', 'email', 'graduate-nurses', 18, 0.1],
  ['flyer', 'offline', 'tafe-careers-day', 8, 0.15],
];

const code = (rng: Rng) => Array.from({ length: 7 }, () => ALPHABET[rng.int(0, ALPHABET.length - 1)]).join('');

export async function seedDevops({ tx, stream }: AreaSeedContext): Promise<Record<string, number>> {
  const rng = stream('devops');
  const taken = new Set((await tx.select({ code: shortLinks.code }).from(shortLinks)).map((r) => r.code));
  const links = toolLinks.map((targetUrl, i) => {
    let c = code(rng);
    while (taken.has(c)) c = code(rng);
    taken.add(c);
    const clicks = rng.int(0, 400);
    return {
      code: c, targetUrl, clicks, lastClickedAt: clicks ? isoAt(EPOCH_MS - rng.int(1, 10) * DAY_MS) : null,
      disabledAt: i === toolLinks.length - 1 ? isoAt(EPOCH_MS - 2 * DAY_MS) : null, createdAt: isoAt(EPOCH_MS - rng.int(12, 80) * DAY_MS),
    };
  });
  await tx.insert(shortLinks).values(links);

  await tx.insert(linkRoutes).values(routes.map(([path, targetUrl, note, active]) => {
    const created = EPOCH_MS - rng.int(20, 300) * DAY_MS;
    const hits = rng.int(5, 1500);
    return { path, targetUrl, note, active, hits, lastHitAt: isoAt(EPOCH_MS - rng.int(1, 15) * DAY_MS), createdAt: isoAt(created), updatedAt: isoAt(created) };
  }));

  await tx.insert(appVersions).values(releases.map(([platform, versionName, buildNumber, daysAgo, forceUpdate, notes]) => {
    const [major, minor, patch] = versionName.split('-')[0].split('.').map(Number);
    const at = EPOCH_MS - daysAgo * DAY_MS;
    return { platform, versionName, major, minor, patch, buildNumber, forceUpdate, notes, releasedOn: dateAt(at), createdAt: isoAt(at), updatedAt: isoAt(at) };
  }));

  const utm = [];
  for (let d = UTM_DAYS; d >= 1; d--) {
    const at = EPOCH_MS - d * DAY_MS;
    const weekday = new Date(at).getUTCDay();
    const weekFactor = weekday === 0 || weekday === 6 ? 0.6 : 1;
    const growth = 0.7 + 0.6 * (1 - d / UTM_DAYS);
    for (const [source, medium, campaign, base, rate] of channels) {
      if (source === 'flyer' && rng.chance(0.5)) continue; // offline campaigns do not bring visits every day
      const visits = Math.max(0, Math.round(base * weekFactor * growth * rng.float(0.7, 1.3)));
      const signUps = Math.round(visits * rate * rng.float(0.6, 1.4));
      const applications = Math.round(signUps * rng.float(0.3, 0.8));
      utm.push({ day: dateAt(at), source, medium, campaign, visits, signUps, applications, createdAt: isoAt(at + DAY_MS), updatedAt: isoAt(at + DAY_MS) });
    }
  }
  await tx.insert(utmSummaries).values(utm);
  return { tool_short_links: links.length, link_routes: routes.length, app_versions: releases.length, utm_summaries: utm.length };
}
