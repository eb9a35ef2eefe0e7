import { describe, expect, it } from 'vitest';
import { createActor, type AnyEventObject, type AnyMachineSnapshot } from 'xstate';
import { KB } from '../../../contract';
import { CHAT_IMAGE_MAX_KB, CHAT_VIDEO_MAX_KB } from '../../../contract/rules';
import { chatAttachmentMachine, paidMediaMachine, type ChatFileUpload } from '../../../src/machines/chatAttachment.machine';
import { fileOf as file } from '../../support/files';
import { chatRefs, message, ME, offline } from '../chat.fixtures';
import { deferredServices } from '../fakeServices';
import { answers, describeEvent, labelled, modelPaths, replay } from './model';

const photo = file('beach.jpg', 'image/jpeg', 200 * KB);
const clip = file('clip.mp4', 'video/mp4', 2000 * KB);
const hugePhoto = file('huge.png', 'image/png', CHAT_IMAGE_MAX_KB * KB + 1);
const hugeClip = file('huge.mp4', 'video/mp4', CHAT_VIDEO_MAX_KB * KB + 1);
const document = file('notes.pdf', 'application/pdf', 10 * KB);

/** The graph tells events apart by their JSON, where every File is `{}`: the name keeps two picks apart. */
const chosen = (picked: File) => ({ type: 'file.chosen', file: picked, name: picked.name });

const flows = [
  { name: 'chatAttachment', machine: chatAttachmentMachine, paid: false },
  { name: 'paidMedia', machine: paidMediaMachine, paid: true },
] as const;

for (const flow of flows) {
  const refs = chatRefs();
  const input = { roomId: 'a'.repeat(24), seed: 'seed1234', chatStore: refs.chatStore, toasts: refs.toasts };
  const sent = message(50, { authorId: ME, kind: flow.paid ? 'PAID_MEDIA' : 'TEXT', clientId: 'seed1234-file-1' });
  const events: AnyEventObject[] = [
    labelled('file.chosen photo', chosen(photo)),
    labelled('file.chosen clip', chosen(clip)),
    labelled('file.chosen huge photo', chosen(hugePhoto)),
    labelled('file.chosen huge clip', chosen(hugeClip)),
    labelled('file.chosen pdf', chosen(document)),
    labelled('file.cleared', { type: 'file.cleared' }),
    labelled('file.send', { type: 'file.send' }),
    labelled('upload.progress', { type: 'upload.progress', sent: 3 }),
    labelled('upload.cancel', { type: 'upload.cancel' }),
    ...(flow.paid
      ? [
          labelled('price.typed 0e12.5', { type: 'price.typed', value: '0e12.5' }),
          labelled('price.typed 0', { type: 'price.typed', value: '0' }),
        ]
      : []),
    ...answers(flow.machine, `${flow.name}.uploading`, 'uploadFile', { done: { key: { key: 'chat/files/k.jpg' } }, error: { offline } }),
    ...answers(flow.machine, `${flow.name}.sending`, 'sendMessage', { done: { sent }, error: { offline } }),
  ];
  // The guard reads the price: the vertices tell it apart.
  const options = { input, vertex: (snapshot: AnyMachineSnapshot) => (flow.paid ? (snapshot.context.price as string) : null) };
  const paths = modelPaths(flow.machine, events, options);

  /** The price as typed by the rules of spec §5: digits only, no leading zero, at most 5. */
  const typed = (value: string) => value.replace(/\D/g, '').replace(/^0+/, '').slice(0, 5);

  describe(`${flow.name} model: every path replayed on a live actor`, () => {
    it('generates the paths', () => expect(paths.length).toBeGreaterThanOrEqual(10));
    it('counts the bytes and offers Cancel while the file goes up, back to the preview', () => {
      expect(paths.some((path) => /upload\.progress/.test(path.title))).toBe(true);
      expect(paths.some((path) => / upload\.cancel ⇒ previewing/.test(path.title))).toBe(true);
    });

    for (const path of paths) {
      it(path.title, async () => {
        const services = deferredServices(['uploadFile', 'sendMessage']);
        refs.reset();
        const actor = createActor(flow.machine.provide({ actors: services.actors }), { input }).start();
        await replay(
          flow.machine,
          path,
          () => ({
            actor,
            calls: services.calls,
            states: {
              [flow.name]: () => {},
              // Nothing chosen: a refused file says why.
              [`${flow.name}.choosing`]: (snapshot) => expect(snapshot.context.file).toBeNull(),
              // The preview: an image or a video the chat takes.
              [`${flow.name}.previewing`]: (snapshot) => expect([photo, clip]).toContain(snapshot.context.file),
              // The file goes up with the client's id for it, and where its bytes are reported.
              [`${flow.name}.uploading`]: (snapshot, open) => {
                const inputs = open('uploadFile').map((call) => call.input as ChatFileUpload<File>);
                expect(inputs.map(({ onProgress: _, ...upload }) => upload)).toEqual([
                  { file: snapshot.context.file, id: `seed1234-file-${snapshot.context.attempt}` },
                ]);
                expect(typeof inputs[0]!.onProgress).toBe('function');
              },
              // The message carries the key; a paid one its price.
              [`${flow.name}.sending`]: (snapshot, open) => {
                const context = snapshot.context;
                expect(open('sendMessage').map((call) => call.input)).toEqual([
                  {
                    roomId: input.roomId,
                    kind: flow.paid ? 'PAID_MEDIA' : context.file === clip ? 'VIDEO' : 'TEXT',
                    content: '',
                    files: ['chat/files/k.jpg'],
                    ...(flow.paid ? { price: Number(context.price) } : {}),
                    clientId: `seed1234-file-${context.attempt}`,
                  },
                ]);
                if (flow.paid) expect(Number(context.price)).toBeGreaterThan(0);
              },
              // In the thread.
              [`${flow.name}.sent`]: () => expect(refs.messages().some((known) => known.id === sent.id)).toBe(true),
            },
            afterStep: (step) => {
              const taken = path.events.slice(0, step);
              const context = actor.getSnapshot().context;
              const last = taken.at(-1);
              const label = last ? describeEvent(last) : '';
              // The price typed before the upload button is the one sent.
              const prices = taken
                .filter((event) => event.type === 'price.typed')
                .map((event) => typed((event as unknown as { value: string }).value));
              if (actor.getSnapshot().matches('choosing') || actor.getSnapshot().matches('previewing'))
                expect(context.price).toBe(prices.at(-1) ?? '');
              if (label === 'file.chosen huge photo') expect(context.error).toBe('chatImageTooBig');
              if (label === 'file.chosen huge clip') expect(context.error).toBe('chatVideoTooBig');
              if (label === 'file.chosen pdf') expect(context.error).toBe('chatFileType');
              // Paid media is not sent without a price.
              if (flow.paid && label === 'file.send' && context.file && !context.price) {
                expect(context.error).toBe('chatPriceRequired');
                expect(services.callsOf('uploadFile').length + services.callsOf('sendMessage').length).toBe(services.calls.length);
              }
              if (label.endsWith('✗ offline')) expect(refs.notices.at(-1)).toEqual({ kind: 'error', message: offline.message });
              // The bytes the server has, as the upload reports them; a new upload starts from none.
              if (label === 'upload.progress') expect(context.sentBytes).toBe(3);
              if (label === 'file.send' && actor.getSnapshot().matches('uploading')) expect(context.sentBytes).toBe(0);
              // Cancel: the upload is aborted, the file stays chosen, nothing goes to the room.
              if (label === 'upload.cancel') {
                expect(actor.getSnapshot().value).toBe('previewing');
                expect(services.callsOf('uploadFile').at(-1)!.signal.aborted).toBe(true);
                expect(context.uploadedKey).toBeNull();
                const upload = services.calls.lastIndexOf(services.callsOf('uploadFile').at(-1)!);
                expect(services.calls.slice(upload).filter((call) => call.src === 'sendMessage')).toEqual([]);
                expect(refs.messages().some((known) => known.id === sent.id)).toBe(false);
              }
            },
          }),
          options,
        );
      });
    }
  });
}
