import { Messages } from '../../contract/messages';
import { DONATION_DEFAULT } from '../../contract/rules';
import { coinFormMachine } from './coinForm';

export type { CoinFormEvent as DonateEvent, CoinFormInput as DonateInput, CoinTarget } from './coinForm';

/**
 * Donate (spec §5, §9) on a post (`post/donate`, to its author) or on a profile (`post/user-donate`):
 * presets 100, 200, 500, 1000 (100 chosen) or a typed amount, an optional short message its receiver reads
 * (issue 28); 'Donated Successfullly' or 'Donation Failed'.
 */
export const donateMachine = coinFormMachine({
  id: 'donate',
  initial: DONATION_DEFAULT,
  required: 'donationAmountRequired',
  failed: Messages.donationFailed,
  note: true,
});
