import { useSystemActor } from '../root/hooks';

export type { Failure } from '../../machines/failure';
export { useStartLongLived, usePreloadScreen } from '../root/hooks';
/** The words of the screens past the first ones: an on-demand screen or modal loads them with its code. */
export { loadAllMessages } from '../../services/i18n';

export const useToastsActor = () => useSystemActor('toasts');
