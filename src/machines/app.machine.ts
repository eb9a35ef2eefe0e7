import { setup, spawnChild } from 'xstate';
import { authMachine } from './auth.machine';
import { localeMachine, type Locale } from './locale.machine';
import { passwordResetMachine } from './passwordReset.machine';
import { postActionsMachine } from './postActions.machine';
import { postStoreMachine } from './postStore.machine';
import { signupMachine } from './signup.machine';
import { toastMachine } from './toast.machine';

/**
 * The root of the actor system: long-lived children, each registered under a systemId so the others
 * can reach it (`system.get('auth')`) and views can select it.
 */
export const appMachine = setup({
  types: {
    input: {} as { locale: Locale },
  },
  actors: {
    auth: authMachine,
    signup: signupMachine,
    passwordReset: passwordResetMachine,
    toasts: toastMachine,
    locale: localeMachine,
    postStore: postStoreMachine,
    postActions: postActionsMachine,
  },
}).createMachine({
  id: 'app',
  entry: [
    spawnChild('toasts', { id: 'toasts', systemId: 'toasts' }),
    spawnChild('locale', { id: 'locale', systemId: 'locale', input: ({ event }) => ({ locale: event.input.locale }) }),
    spawnChild('auth', { id: 'auth', systemId: 'auth' }),
    spawnChild('signup', { id: 'signup', systemId: 'signup' }),
    spawnChild('passwordReset', { id: 'passwordReset', systemId: 'passwordReset' }),
    spawnChild('postStore', { id: 'postStore', systemId: 'postStore' }),
    spawnChild('postActions', { id: 'postActions', systemId: 'postActions' }),
  ],
});
