import { Messages } from '../../contract/messages';
import { COIN_TRANSFER_DEFAULT } from '../../contract/rules';
import { coinFormMachine } from './coinForm';

export type { CoinFormEvent as TransferEvent, CoinFormInput as TransferInput } from './coinForm';

/** Send coins to another person (spec §5 coin transfer, `user/coin-transfer`): 100 by default, empty or zero refused, 'Tranfer Failed'. */
export const transferMachine = coinFormMachine({ id: 'transfer', initial: COIN_TRANSFER_DEFAULT, required: 'transferAmountRequired', failed: Messages.transferFailed });
