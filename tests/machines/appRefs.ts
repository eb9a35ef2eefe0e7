import { createActor } from 'xstate';
import { postStoreMachine } from '../../src/machines/postStore.machine';
import { toastMachine } from '../../src/machines/toast.machine';
import { userStoreMachine } from '../../src/machines/userStore.machine';

/**
 * The app's toasts, post store and user store, as a screen-scoped actor gets them in its input: real actors, so a test
 * reads what the screen showed and stored.
 */
export function appRefs() {
  const toasts = createActor(toastMachine).start();
  const postStore = createActor(postStoreMachine).start();
  const userStore = createActor(userStoreMachine).start();
  return {
    toasts,
    postStore,
    userStore,
    /** The toasts on screen now, without their ids. */
    shown: () => toasts.getSnapshot().context.toasts.map(({ kind, message }) => ({ kind, message })),
  };
}
