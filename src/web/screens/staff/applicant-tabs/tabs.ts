import { lazy, type ComponentType } from 'react';
import type { ApplicantTabProps } from './tab-props';

export interface ApplicantTab {
  id: string;
  /** i18n key of the tab label. */
  titleKey: string;
  /** The key that opens it, shown on the tab (digits, so letters stay free for the tabs' own actions). */
  key: string;
  screen: ComponentType<ApplicantTabProps>;
}

/** The applicant detail page's tabs in order; ?tab=<id> opens one, and 1…9 then 0 switch between them. */
export const applicantTabs: readonly ApplicantTab[] = [
  { id: 'overview', titleKey: 'applicantDetail.tab.overview', key: '1', screen: lazy(() => import('./overview-tab')) },
  { id: 'forms', titleKey: 'applicantDetail.tab.forms', key: '2', screen: lazy(() => import('./forms-tab')) },
  { id: 'notes', titleKey: 'applicantDetail.tab.notes', key: '3', screen: lazy(() => import('./notes-tab')) },
  { id: 'attachments', titleKey: 'applicantDetail.tab.attachments', key: '4', screen: lazy(() => import('./attachments-tab')) },
  { id: 'interviews', titleKey: 'applicantDetail.tab.interviews', key: '5', screen: lazy(() => import('./interviews-tab')) },
  { id: 'references', titleKey: 'applicantDetail.tab.references', key: '6', screen: lazy(() => import('./references-tab')) },
  { id: 'qualifications', titleKey: 'applicantDetail.tab.qualifications', key: '7', screen: lazy(() => import('./qualifications-tab')) },
  { id: 'ai-summary', titleKey: 'applicantDetail.tab.aiSummary', key: '8', screen: lazy(() => import('./ai-summary-tab')) },
  { id: 'shifts', titleKey: 'applicantDetail.tab.shifts', key: '9', screen: lazy(() => import('./shifts-tab')) },
  { id: 'resumes', titleKey: 'applicantDetail.tab.resumes', key: '0', screen: lazy(() => import('./resumes-tab')) },
];

export function tabById(id: string | null | undefined): ApplicantTab {
  return applicantTabs.find((t) => t.id === id) ?? applicantTabs[0];
}
