import { lazy, type ComponentType } from 'react';
import type { ApplicationPanelProps } from './application-panels/panel-props';

export type PanelTabId = 'details' | 'history' | 'checkNotes' | 'adminNotes' | 'interviews' | 'referees' | 'aiSummary';

export interface PanelTab {
  id: PanelTabId;
  titleKey: string;
  /** One application's panel built elsewhere (application-panels/); details and history are this screen's own. */
  panel?: ComponentType<ApplicationPanelProps>;
}

/** The tabs of the focused application, in order; the panels load when first opened. */
export const panelTabs: readonly PanelTab[] = [
  { id: 'details', titleKey: 'workflow.tab.details' },
  { id: 'history', titleKey: 'workflow.tab.history' },
  { id: 'checkNotes', titleKey: 'workflow.tab.checkNotes', panel: lazy(() => import('./application-panels/check-notes-panel')) },
  { id: 'adminNotes', titleKey: 'workflow.tab.adminNotes', panel: lazy(() => import('./application-panels/admin-notes-panel')) },
  { id: 'interviews', titleKey: 'workflow.tab.interviews', panel: lazy(() => import('./application-panels/interviews-panel')) },
  { id: 'referees', titleKey: 'workflow.tab.referees', panel: lazy(() => import('./application-panels/referees-panel')) },
  { id: 'aiSummary', titleKey: 'workflow.tab.aiSummary', panel: lazy(() => import('./application-panels/ai-summary-panel')) },
];
