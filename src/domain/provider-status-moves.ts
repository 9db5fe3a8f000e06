// How a provider's status moves (spec §4: enabled or disabled, with a separate approval path for
// disabling). One data table: set_provider_status and approve_set_provider_disable refuse anything not
// in it, and the manage page offers exactly its rows.
import type { ProviderStatusCode } from './enums/provider';

export interface ProviderStatusMove {
  readonly from: ProviderStatusCode;
  readonly to: ProviderStatusCode;
  /** What the button says. */
  readonly label: string;
  /** true: the move only files a request, which a second person approves (approve_set_provider_disable). */
  readonly needsApproval: boolean;
  /** A reason must be given (it is shown to the approver and kept on the request). */
  readonly needsReason: boolean;
  readonly danger: boolean;
}

export const providerStatusMoves: readonly ProviderStatusMove[] = Object.freeze([
  { from: 'enabled', to: 'disabled', label: 'Request disable', needsApproval: true, needsReason: true, danger: true },
  { from: 'disabled', to: 'enabled', label: 'Enable', needsApproval: false, needsReason: false, danger: false },
]);

export const providerMoveFor = (from: string, to: string): ProviderStatusMove | undefined =>
  providerStatusMoves.find((m) => m.from === from && m.to === to);

export const providerMovesFrom = (from: string): ProviderStatusMove[] => providerStatusMoves.filter((m) => m.from === from);
