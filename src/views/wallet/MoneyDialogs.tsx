import { preloadMoneyFlows, useMoneyDialog } from '../../app/wallet/hooks';
import { onDemand } from '../ui/onDemand';

// The money dialogs load when one is first opened; their machines load alongside.
const MoneyDialog = onDemand(() => {
  preloadMoneyFlows();
  return import('./MoneyDialog').then((m) => m.MoneyDialog);
});

/** The money dialog the wallet has open (unlock, donate, send coins, sticker), over whatever screen is shown. */
export function MoneyDialogs() {
  const dialog = useMoneyDialog();
  return dialog ? <MoneyDialog dialog={dialog} /> : null;
}
