import { Messages } from '../../contract/messages';
import { COIN_TRANSFER_DEFAULT } from '../../contract/rules';
import { typedCoins } from '../validation/posts';
import { coinFormMachine } from './coinForm';

export type { CoinFormEvent as TransferEvent, CoinFormInput as TransferInput } from './coinForm';

/**
 * Send coins to another person (spec §5 coin transfer) from a profile or a chat thread: 100 by default, digits only,
 * empty or zero refused.
 */
export const transferMachine = coinFormMachine({
  id: 'transfer',
  initial: COIN_TRANSFER_DEFAULT,
  required: 'transferAmountRequired',
  failed: Messages.transferFailed,
  typed: typedCoins,
});
