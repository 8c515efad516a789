/**
 * The betslip: its store and actions (betslip-store), what it would place and why it cannot
 * (betslip-summary), and the placement itself (betslip-placement).
 */
export {
  acceptChanges,
  clearSlip,
  dismissResult,
  LIVE_DELAY_MS,
  MAX_SELECTIONS,
  MIN_STAKE_CENTS,
  removeSelection,
  selectionKey,
  setAcceptOdds,
  setDefaultStake,
  setFreeBet,
  setMode,
  setSingleStake,
  setStake,
  setSystem,
  slipStore,
  toggleSelection,
  type Selection,
  type Slip,
  type SlipMode,
  type SlipPhase,
} from './betslip-store';
export { summarize, type SlipProblem, type SlipSummary } from './betslip-summary';
export { placeSlip, requestsOf } from './betslip-placement';
