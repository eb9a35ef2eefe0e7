import type { ActorRefFrom } from 'xstate';
import type { bankingMachine } from '../../machines/banking.machine';
import type { payoutMachine } from '../../machines/payout.machine';
import { useScreenActor } from '../root/hooks';

export type { PayoutLine, PayoutState, WithdrawableView } from '../../machines/payout.machine';
export type { SavedBank } from '../../machines/banking.machine';

export type BankingActor = ActorRefFrom<typeof bankingMachine>;
export type PayoutActor = ActorRefFrom<typeof payoutMachine>;
export const useBanking = () => useScreenActor('banking', {});
export const usePayout = () => useScreenActor('payout', {});
