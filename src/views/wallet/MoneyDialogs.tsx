import { useMoneyDialog } from '../../app/wallet';
import { onDemand } from '../ui/onDemand';

// The money dialogs load when one is first opened; each dialog's machine loads as it starts.
const MoneyDialog = onDemand(() => import('./MoneyDialog').then((m) => m.MoneyDialog));

/** The money dialog the wallet has open (unlock, donate, send coins, sticker), over whatever screen is shown. */
export function MoneyDialogs() {
  const dialog = useMoneyDialog();
  return dialog ? <MoneyDialog dialog={dialog} /> : null;
}
