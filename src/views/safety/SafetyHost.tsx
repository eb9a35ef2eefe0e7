import { useSafetyStarted } from '../../app/safety';
import { onDemand } from '../ui/onDemand';

// The report dialog and the block confirmation load with the first Report or Block a person chooses.
const SafetyDialogs = onDemand(() => import('./SafetyDialogs').then((m) => m.SafetyDialogs));

/** The safety dialogs over whatever screen is shown, once the safety actor runs (a menu's first choice starts it). */
export function SafetyHost() {
  return useSafetyStarted() ? <SafetyDialogs /> : null;
}
