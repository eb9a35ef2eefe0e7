import { createContext, useContext } from 'react';
import type { AppLogic } from '../app/logic';
import { createActorContext, useSelector } from '@xstate/react';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import { appMachine } from '../machines/app.machine';
import type { authMachine } from '../machines/auth.machine';
import type { localeMachine } from '../machines/locale.machine';
import type { passwordResetMachine } from '../machines/passwordReset.machine';
import type { postActionsMachine } from '../machines/postActions.machine';
import type { postStoreMachine } from '../machines/postStore.machine';
import type { signupMachine } from '../machines/signup.machine';
import type { toastMachine } from '../machines/toast.machine';

/** The root actor; main.tsx gives it the provided logic, views reach its children through the hooks below. */
export const AppActor = createActorContext(appMachine);

interface SystemActors {
  auth: ActorRefFrom<typeof authMachine>;
  signup: ActorRefFrom<typeof signupMachine>;
  passwordReset: ActorRefFrom<typeof passwordResetMachine>;
  toasts: ActorRefFrom<typeof toastMachine>;
  locale: ActorRefFrom<typeof localeMachine>;
  postStore: ActorRefFrom<typeof postStoreMachine>;
  postActions: ActorRefFrom<typeof postActionsMachine>;
}

function useSystemActor<K extends keyof SystemActors>(systemId: K): SystemActors[K] {
  return AppActor.useActorRef().system.get(systemId) as SystemActors[K];
}

export const useAuthActor = () => useSystemActor('auth');
export const useSignupActor = () => useSystemActor('signup');
export const usePasswordResetActor = () => useSystemActor('passwordReset');
export const useToastsActor = () => useSystemActor('toasts');
export const useLocaleActor = () => useSystemActor('locale');
export const usePostStoreActor = () => useSystemActor('postStore');
export const usePostActionsActor = () => useSystemActor('postActions');

export const useAuth = <T>(selector: (snapshot: SnapshotFrom<typeof authMachine>) => T) => useSelector(useAuthActor(), selector);
export const useViewer = () => useAuth((snapshot) => snapshot.context.viewer);
export const useLocale = () => useSelector(useLocaleActor(), (snapshot) => snapshot.context.locale);

/** The screen-scoped logic (profile, change password, feeds, composer, post detail, comments, poll vote) provided by the composition root. */
export type ScreenLogic = Pick<AppLogic, 'profile' | 'changePassword' | 'feeds' | 'composer' | 'postDetail' | 'comments' | 'pollVote'>;
export const LogicContext = createContext<ScreenLogic | null>(null);

export function useLogic() {
  const logic = useContext(LogicContext);
  if (!logic) throw new Error('LogicContext is missing');
  return logic;
}
