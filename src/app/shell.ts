import { toastMachine } from '../machines/toast.machine';
import { longLived, type Area } from './root/area';
import { useSystemActor } from './root/hooks';

/** The app's frame: the toasts every area notifies through (spec §9). */
export function shell() {
  return {
    actors: { toasts: longLived(toastMachine) },
    screens: {},
  } satisfies Area;
}

// The hooks the app's frame uses.

export type { Failure } from '../machines/failure';
export { useStartLongLived, usePreloadScreen } from './root/hooks';
/** The words of the screens past the first ones: an on-demand screen or modal loads them with its code. */
export { loadAllMessages } from '../services/i18n';

export const useToastsActor = () => useSystemActor('toasts');
