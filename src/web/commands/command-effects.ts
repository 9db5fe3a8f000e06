// What the browser does after particular commands, beyond the generic toast and refresh.
import { navigate } from 'wouter/use-browser-location';
import type { ApplicationRow } from '../../../commands/application';
import type { OrderData } from '../../../commands/order-fields';
import { applicationMoveCommands } from '../../../commands/application-moves';
import { applicationStatus } from '../../domain/enums/application-status';
import { enumLabel, t } from '../i18n/i18n';
import { paths } from '../routes/paths';
import { clearContextRecords } from '../state/command-context';
import { signOut } from '../state/session';
import { stepLine, type UndoStepView } from '../undo/step-words';

interface Effect {
  /** No success toast: the effect itself is the feedback. */
  quiet?: boolean;
  onSuccess?(result: unknown, args: Record<string, unknown>): void;
  /** The success toast, when it can say more than "done". */
  successMessage?(result: unknown, args: Record<string, unknown>): string;
  /** Runs whether the command succeeded or not. */
  onSettled?(ok: boolean): void;
}

const applicationName = (row: ApplicationRow) => `#${row.id} ${row.name}`;

/** 'Application #12 Jane Citizen is now Shortlist.' */
const statusMoved: Effect = {
  successMessage: (result) => {
    const row = result as ApplicationRow;
    return t('toast.statusChanged', { application: applicationName(row), status: enumLabel(applicationStatus, row.status) });
  },
};

export const commandEffects: Partial<Record<string, Effect>> = {
  'application.changeStatus': statusMoved,
  // The workflow's moves answer the application too (commands/application-workflow*.ts).
  ...Object.fromEntries(applicationMoveCommands.map((id) => [id, statusMoved])),
  'application.setArchived': {
    successMessage: (result) => {
      const row = result as ApplicationRow;
      return t(row.archived ? 'toast.archived' : 'toast.restored', { application: applicationName(row) });
    },
  },
  // An order made from the palette is named in the toast and focused on the orders list, newest first
  // (the create page opens the new order itself).
  'order.create': {
    successMessage: (result) => {
      const { order_data: o } = result as { order_data: OrderData };
      return t('toast.orderCreated', { id: o.id, provider: o.provider_name, facility: o.facility_name });
    },
    onSuccess: (result) => {
      const { order_data: o } = result as { order_data: OrderData };
      if (location.pathname !== paths.orderCreate) navigate(`${paths.orders}?sort_by=id&sort_dir=desc&shift=${o.id}`);
    },
  },
  'interview.resendVirtual': {
    successMessage: (result) => {
      const sent = result as { email: string; invite_count: number };
      return t('toast.viInviteSent', { email: sent.email, count: sent.invite_count });
    },
  },
  // 'Undone: Change application status: Jane Citizen · Status: Shortlist → Not fit.', and the steps passed by.
  ...Object.fromEntries(['undo.last', 'undo.entry'].map((id) => [id, {
    successMessage: (result: unknown) => {
      const { undone, skipped = [] } = result as { undone: UndoStepView; skipped?: UndoStepView[] };
      const summary = stepLine(undone, 'undo');
      return skipped.length ? t('undo.undoneSkipped', { summary, count: skipped.length }) : t('toast.undone', { summary });
    },
  }])),
  // Logging out always ends the local session, even when the server is unreachable.
  'auth.logout': {
    quiet: true,
    onSettled() {
      signOut();
      clearContextRecords();
      navigate(paths.login, { replace: true });
    },
  },
};
