import { describe, expect, it } from 'vitest';
import { createActor, type AnyEventObject } from 'xstate';
import { Messages } from '../../../contract';
import { chatScreenMachine } from '../../../src/machines/chatScreen.machine';
import { chatRefs, OTHER_ROOM, room, ROOM } from '../chat.fixtures';
import { deferredServices } from '../fakeServices';
import { answers, describeEvent, labelled, modelPaths, replay } from './model';

const yourself = { message: Messages.chatWithYourself, status: 400 };
const opened = room(OTHER_ROOM);

for (const userId of [null, '8']) {
  const refs = chatRefs();
  const input = { userId, chatStore: refs.chatStore, toasts: refs.toasts };
  const events: AnyEventObject[] = [
    labelled('room.select', { type: 'room.select', roomId: ROOM }),
    labelled('room.deselect', { type: 'room.deselect' }),
    labelled('conversation.open 9', { type: 'conversation.open', userId: '9' }),
    ...answers(chatScreenMachine, 'chatScreen.opening', 'openConversation', { done: { opened }, error: { yourself } }),
  ];
  const paths = modelPaths(chatScreenMachine, events, { input });

  describe(`chat screen model (opened ${userId ? 'at a person' : 'at the list'}): every path replayed on a live actor`, () => {
    it('generates the paths', () => expect(paths.length).toBeGreaterThanOrEqual(4));

    for (const path of paths) {
      it(path.title, async () => {
        const services = deferredServices(['openConversation']);
        refs.reset();
        const actor = createActor(chatScreenMachine.provide({ actors: services.actors }), { input }).start();
        await replay(
          chatScreenMachine,
          path,
          () => ({
            actor,
            calls: services.calls,
            states: {
              // The room list is read as the screen opens.
              chatScreen: () => expect(refs.store.getSnapshot().matches({ signedIn: { rooms: 'counting' } })).toBe(false),
              'chatScreen.starting': () => {},
              // 'no user selected, select a user to start chat'.
              'chatScreen.choosing': (snapshot, open) => {
                expect(snapshot.context.roomId).toBeNull();
                expect(open('openConversation')).toEqual([]);
              },
              // The person's conversation is opened, or created.
              'chatScreen.opening': (snapshot, open) =>
                expect(open('openConversation').map((call) => call.input)).toEqual([{ userId: snapshot.context.openingUserId }]),
              // A thread is shown; a room opened by a person is in the store's list.
              'chatScreen.showing': (snapshot) => {
                expect(snapshot.context.roomId).not.toBeNull();
                expect(refs.store.getSnapshot().context.rooms[snapshot.context.roomId!]).toBeDefined();
              },
            },
            afterStep: (step) => {
              const last = path.events[step - 1];
              // Never with yourself: the server's words as a toast.
              if (last && describeEvent(last) === 'openConversation ✗ yourself')
                expect(refs.notices.at(-1)).toEqual({ kind: 'error', message: Messages.chatWithYourself });
            },
          }),
          { input },
        );
      });
    }
  });
}
