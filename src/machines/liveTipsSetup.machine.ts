import { assign, fromPromise, setup } from 'xstate';
import { editTips, hasTipsErrors, liveTipsErrors, tipsFieldsOf, tipsOf, type LiveTipsEdit, type LiveTipsFields } from '../validation/live';
import { toFailure } from './failure';
import type { LiveGoal, LiveMenuItem } from './live';
import { notifyGivenToasts } from './notice';
import { notProvided } from './notProvided';
import type { ToastsRef } from './toast.machine';

export interface LiveTipsSetupInput {
  streamId: string;
  /** The goal and menu the stream has now (the editor starts from them). */
  goal: LiveGoal | null;
  menu: Omit<LiveMenuItem, 'id'>[];
  toasts: ToastsRef;
}

export interface LiveTipsSetupContext extends LiveTipsSetupInput {
  fields: LiveTipsFields;
  /** The messages show after a failed save. */
  showErrors: boolean;
}

export type LiveTipsSetupEvent =
  | LiveTipsEdit
  /** The editor opens again from the stream's goal and menu of now. */
  | { type: 'tips.reset'; goal: LiveGoal | null; menu: Omit<LiveMenuItem, 'id'>[] }
  | { type: 'tips.save' };

/** The host changes the tip goal and tip menu while live (issue 32): edit, check, save; the room hears the result. */
export const liveTipsSetupMachine = setup({
  types: {
    context: {} as LiveTipsSetupContext,
    input: {} as LiveTipsSetupInput,
    events: {} as LiveTipsSetupEvent,
  },
  actors: {
    saveTips: fromPromise<{ message: string }, { streamId: string } & ReturnType<typeof tipsOf>>(notProvided('saveTips')),
  },
  actions: {
    edit: assign({ fields: ({ context }, edit: LiveTipsEdit) => editTips(context.fields, edit) }),
    reset: assign({
      fields: (_, { goal, menu }: { goal: LiveGoal | null; menu: Omit<LiveMenuItem, 'id'>[] }) => tipsFieldsOf(goal, menu),
      showErrors: false,
    }),
    showErrors: assign({ showErrors: true }),
    hideErrors: assign({ showErrors: false }),
    notify: notifyGivenToasts(),
  },
  guards: {
    isValid: ({ context }) => !hasTipsErrors(liveTipsErrors(context.fields)),
  },
}).createMachine({
  id: 'liveTipsSetup',
  context: ({ input }) => ({ ...input, fields: tipsFieldsOf(input.goal, input.menu), showErrors: false }),
  initial: 'editing',
  states: {
    // The goal and menu fields.
    editing: {
      on: {
        'tips.goalCoins': { actions: { type: 'edit', params: ({ event }) => event } },
        'tips.goalLabel': { actions: { type: 'edit', params: ({ event }) => event } },
        'tips.addItem': { actions: { type: 'edit', params: ({ event }) => event } },
        'tips.removeItem': { actions: { type: 'edit', params: ({ event }) => event } },
        'tips.item': { actions: { type: 'edit', params: ({ event }) => event } },
        'tips.reset': { actions: { type: 'reset', params: ({ event }) => event } },
        'tips.save': [{ guard: 'isValid', target: 'saving' }, { actions: 'showErrors' }],
      },
    },
    // Sent to the server; the toast says how it went.
    saving: {
      invoke: {
        src: 'saveTips',
        input: ({ context }) => ({ streamId: context.streamId, ...tipsOf(context.fields) }),
        onDone: {
          target: 'editing',
          actions: ['hideErrors', { type: 'notify', params: ({ event }) => ({ kind: 'success', message: event.output.message }) }],
        },
        onError: {
          target: 'editing',
          actions: { type: 'notify', params: ({ event }) => ({ kind: 'error', message: toFailure(event.error).message }) },
        },
      },
    },
  },
});
