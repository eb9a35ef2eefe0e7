import { Messages } from '../../contract/messages';
import { DONATION_DEFAULT } from '../../contract/rules';
import { coinFormMachine } from './coinForm';

export type { CoinFormEvent as DonateEvent, CoinFormInput as DonateInput, CoinTarget } from './coinForm';

/**
 * Donate (spec §5, §9) on a post (to its author) or a profile: presets or a typed amount and an optional short
 * message its receiver reads (issue 28).
 */
export const donateMachine = coinFormMachine({
  id: 'donate',
  initial: DONATION_DEFAULT,
  required: 'donationAmountRequired',
  failed: Messages.donationFailed,
  note: true,
});
