import { describe, expect, it, vi } from 'vitest';
import { createActor, type AnyEventObject } from 'xstate';
import { pagedFeedMachine } from '../../../src/machines/pagedFeed.machine';
import { deferredServices } from '../fakeServices';
import { pagedFeedEvents } from './events';
import { describeEvent, modelPaths, replay } from './model';

import { pagedFeedInput } from './events';

const options = { input: pagedFeedInput };

const paths = modelPaths(pagedFeedMachine, pagedFeedEvents, options);

/** What the list must hold after the steps taken, computed from the spec's rules, not from the machine. */
function expectedList(events: AnyEventObject[]) {
  let ids: string[] = [];
  let page = 0;
  let requested = 1;
  let stored = 0;
  for (const event of events) {
    const label = describeEvent(event);
    if (label === 'feed.refresh') requested = 1;
    else if (label === 'feed.loadMore' && page >= 1 && requested === page) requested = page + 1;
    else if (/^loadPage.* ✓ /.test(label)) {
      const posts = (event as unknown as { output: Array<{ id: string }> }).output;
      if (posts.length > 0) stored += 1;
      const fresh = posts.map((post) => post.id);
      // Page 1 replaces; later pages append without repeating an id.
      ids = requested === 1 ? fresh : [...ids, ...fresh.filter((id) => !ids.includes(id))];
      page = requested;
    }
  }
  return { ids, page, requested, stored };
}

describe('paged feed model: every path replayed on a live actor', () => {
  it('generates the paths', () => {
    expect(paths.length).toBeGreaterThanOrEqual(10);
  });

  for (const path of paths) {
    it(path.title, async () => {
      const services = deferredServices(['loadPage']);
      const storePosts = vi.fn();
      const actor = createActor(pagedFeedMachine.provide({ actors: services.actors, actions: { storePosts } }), {
        input: options.input,
      }).start();
      await replay(
        pagedFeedMachine,
        path,
        () => ({
          actor,
          calls: services.calls,
          states: {
            pagedFeed: (snapshot) => expect(snapshot.context.subject).toBe('sunset'),
            'pagedFeed.loading': (snapshot, open) => {
              expect(open('loadPage').map((call) => call.input)).toEqual([{ page: snapshot.context.requested, subject: 'sunset' }]);
              expect(snapshot.context.failure).toBeNull();
            },
            'pagedFeed.refreshing': (snapshot, open) => {
              expect(open('loadPage').map((call) => call.input)).toEqual([{ page: 1, subject: 'sunset' }]);
              expect(snapshot.context.requested).toBe(1);
            },
            // Posts are shown and more may follow; nothing loads.
            'pagedFeed.ready': (snapshot, open) => {
              expect(snapshot.context.ids.length).toBeGreaterThan(0);
              expect(snapshot.context.page).toBe(snapshot.context.requested);
              expect(open('loadPage')).toEqual([]);
            },
            'pagedFeed.exhausted': (snapshot, open) => {
              expect(snapshot.context.failure).toBeNull();
              expect(open('loadPage')).toEqual([]);
            },
            'pagedFeed.failed': (snapshot, open) => {
              expect(snapshot.context.failure).not.toBeNull();
              expect(open('loadPage')).toEqual([]);
            },
          },
          afterStep: (step) => {
            const taken = path.events.slice(0, step);
            const expected = expectedList(taken);
            const snapshot = actor.getSnapshot();
            expect(snapshot.context.ids, `ids after step ${step}`).toEqual(expected.ids);
            expect(snapshot.context.page).toBe(expected.page);
            expect(storePosts).toHaveBeenCalledTimes(expected.stored);
            // Every page asked is the page the user is after, with the feed's subject.
            const last = services.calls[services.calls.length - 1];
            expect(last?.input).toEqual({ page: snapshot.context.requested, subject: 'sunset' });
            // The end message shows exactly after an empty page; the error exactly after a failure.
            const lastAnswer = taken
              .map(describeEvent)
              .filter((label) => label.startsWith('loadPage'))
              .pop();
            if (snapshot.matches('exhausted')) expect(lastAnswer).toMatch(/✓ empty$/);
            if (snapshot.matches('failed')) expect(snapshot.context.failure).not.toBeNull();
            else expect(snapshot.context.failure).toBeNull();
          },
        }),
        options,
      );
    });
  }
});
