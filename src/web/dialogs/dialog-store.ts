// The shell's dialogs (spec §2: notifications, interview process, interview, uploading materials,
// signing contract, onboarding, map) open by id with their props; one host renders the open one.
import { proxy, ref } from 'valtio';

export const dialogIds = ['notifications', 'interviewProcess', 'interview', 'uploadingMaterials', 'signingContract', 'onboarding', 'map', 'macros'] as const;
export type DialogId = (typeof dialogIds)[number];

/** What each dialog is opened with: the record it is about, where one applies. */
export interface DialogProps {
  notifications: Record<string, never>;
  interviewProcess: { applicationId?: number; staffId?: number };
  interview: { applicationId?: number; staffId?: number };
  uploadingMaterials: { applicationId?: number; staffId?: number };
  signingContract: { applicationId?: number; staffId?: number };
  onboarding: { applicationId?: number; staffId?: number };
  map: { address?: string; latitude?: number; longitude?: number };
  /** The macros dialog (src/web/macros): a macro to open, or recorded text for a new one. */
  macros: { macroId?: number; text?: string; run?: boolean };
}

export type OpenDialog = { [Id in DialogId]: { id: Id; props: DialogProps[Id] } }[DialogId];

export const dialogs = proxy({ open: null as OpenDialog | null });

export function isDialogId(id: string): id is DialogId {
  return (dialogIds as readonly string[]).includes(id);
}

export function openDialog<Id extends DialogId>(id: Id, props: DialogProps[Id]): void {
  dialogs.open = ref({ id, props }) as OpenDialog;
}

export function closeDialog(): void {
  dialogs.open = null;
}
