// Which component draws each shell dialog, loaded when first opened (none of them is on the login path).
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { DialogId, DialogProps } from './dialog-store';

type DialogComponent<Id extends DialogId> = LazyExoticComponent<ComponentType<DialogProps[Id]>>;

export const dialogComponents: { [Id in DialogId]: DialogComponent<Id> } = {
  notifications: lazy(() => import('./notifications-dialog')),
  interviewProcess: lazy(() => import('./interview-process-dialog')),
  interview: lazy(() => import('./interview-dialog')),
  uploadingMaterials: lazy(() => import('./uploading-materials-dialog')),
  signingContract: lazy(() => import('./signing-contract-dialog')),
  onboarding: lazy(() => import('./onboarding-dialog')),
  map: lazy(() => import('./map-dialog')),
  macros: lazy(() => import('../macros/macros-dialog')),
};
