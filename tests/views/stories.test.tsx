import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { createActor, createMachine, fromPromise, waitFor, type AnyActorRef } from 'xstate';
import { STORY_STRIP_MAX } from '../../contract/rules';
import { messages as en } from '../../locales/en/messages';
import { messages as es } from '../../locales/es/messages';
import type { StoriesActor, StoryPlaybackActor, StoryUploadActor } from '../../src/app/stories';
import { storiesMachine } from '../../src/machines/stories.machine';
import type { Story } from '../../src/machines/story';
import { storyPlaybackMachine } from '../../src/machines/storyPlayback.machine';
import { storyUploadMachine } from '../../src/machines/storyUpload.machine';
import { loadMessageTexts } from '../../src/validation/messages';
import { describeNotification, notificationTarget } from '../../src/views/notifications/describe';
import { StripPlaceholder } from '../../src/views/stories/stripShapes';
import { StoryUploadModal } from '../../src/views/stories/StoryUploadModal';
import { STORY_IMAGE_SIZES, StoryViewer } from '../../src/views/stories/StoryViewer';
import { StripView } from '../../src/views/stories/StoryStrip';
import { appRefs } from '../machines/appRefs';
import { notificationFixture } from '../machines/notifications.fixtures';
import { storyOf } from '../machines/stories.fixtures';

// These screens load past the first ones, with the contract's whole table of messages.
beforeAll(() => loadMessageTexts());

const render = (locale: 'en' | 'es', node: ReactNode) => {
  const i18n = setupI18n({ locale, messages: { en, es } });
  return renderToStaticMarkup(<I18nProvider i18n={i18n}>{node}</I18nProvider>);
};
const viewer = { id: '9', firstName: 'Mia', lastName: 'Me', profilePhoto: null };

async function stripWith(stories: Story[] | Error) {
  const refs = appRefs();
  const actor = createActor(
    storiesMachine.provide({
      actors: {
        loadStories: fromPromise(async () => {
          if (stories instanceof Error) throw stories;
          return stories;
        }),
      },
    }),
    { input: { toasts: refs.toasts, viewerId: viewer.id } },
  ).start();
  await waitFor(actor, (snapshot) => !snapshot.matches({ list: 'loading' }));
  return actor as unknown as StoriesActor;
}

const bubbles = (html: string) => [...html.matchAll(/<button[^>]*aria-label="([^"]+)"/g)].map((match) => match[1]);

describe('StoryStrip', () => {
  it('puts Add story first, then the leading slot, then at most six people, own as Your story; unseen and seen told apart', async () => {
    const people = [
      storyOf('9', ['m1']),
      ...Array.from({ length: 8 }, (_, index) => storyOf(String(index + 1), [`i${index}`], index >= 3)),
    ];
    const strip = await stripWith(people);
    const html = render('en', <StripView strip={strip} viewer={viewer} leading={<li data-live="yes">LIVE</li>} />);
    const labels = bubbles(html);
    expect(labels[0]).toBe('Add story');
    expect(labels).toHaveLength(1 + STORY_STRIP_MAX);
    expect(labels[1]).toBe('Your story, new story');
    expect(labels.slice(2, 4)).toEqual(['First1 Last, new story', 'First2 Last, new story']);
    expect(labels.at(-1)).toBe('First5 Last, story seen');
    expect(html.indexOf('data-live="yes"')).toBeGreaterThan(html.indexOf('Add story'));
    expect(html.indexOf('data-live="yes"')).toBeLessThan(html.indexOf('Your story'));
    expect(html).toContain('aria-label="Stories"');
    expect(html).toContain('data-seen="true"');
  });

  it('in Spanish', async () => {
    const strip = await stripWith([storyOf('1', ['a'])]);
    const labels = bubbles(render('es', <StripView strip={strip} viewer={viewer} />));
    expect(labels).toEqual(['Añadir historia', 'First1 Last, historia nueva']);
  });

  it('says when there are no stories, and why a load failed with a retry', async () => {
    expect(render('en', <StripView strip={await stripWith([])} viewer={viewer} />)).toContain('No stories yet. Share the first one!');
    const failed = render('es', <StripView strip={await stripWith(new Error('Error Occured while getting stories'))} viewer={viewer} />);
    expect(failed).toContain('role="alert"');
    expect(failed).toContain('Se produjo un error al obtener las historias');
    expect(failed).toContain('Reintentar');
  });

  it('the placeholder /home shows while the strip loads is busy and labelled', () => {
    const html = render('en', <StripPlaceholder />);
    expect(html).toContain('aria-busy="true"');
    expect(html).toContain('aria-label="Stories"');
  });
});

describe('StoryViewer', () => {
  const player = (stories: Story[], viewerId: string) => {
    const refs = appRefs();
    const store = createActor(createMachine({})).start() as unknown as AnyActorRef;
    return createActor(storyPlaybackMachine, {
      input: { stories, personIndex: 0, viewerId, toasts: refs.toasts, store },
    }).start() as unknown as StoryPlaybackActor;
  };

  it('shows one bar per image, the name, close, previous and next; Delete only for the owner', () => {
    const theirs = render('en', <StoryViewer player={player([storyOf('1', ['a1', 'a2', 'a3'])], '9')} />);
    expect(/<ol[^>]*>(.*?)<\/ol>/.exec(theirs)?.[1]?.match(/<li/g)).toHaveLength(3);
    expect(theirs).toContain('First1 Last');
    expect(theirs).toContain('aria-label="Image 1 of 3"');
    expect(bubbles(theirs)).toEqual(['Close', 'Previous', 'Next']);
    expect(theirs).toContain('alt="Story by First1 Last"');
    // Its widths, asked beside its signature, drawn at the panel's width (decision 0046).
    const signed = '/media/story/images/a1.jpg?exp=1&amp;sig=x';
    expect(theirs).toContain(`srcSet="${[320, 640, 960, 1280].map((width) => `${signed}&amp;w=${width} ${width}w`).join(', ')}"`);
    expect(theirs).toContain(`sizes="${STORY_IMAGE_SIZES}"`);
    expect(theirs).not.toContain('Delete');
    const mine = render('es', <StoryViewer player={player([storyOf('9', ['m1'])], '9')} />);
    expect(mine).toContain('Eliminar');
    expect(bubbles(mine)).toEqual(['Cerrar', 'Anterior', 'Siguiente']);
  });
});

describe('StoryUploadModal', () => {
  it('says why a pick was refused in the reader’s language, and offers Share once an image is picked', () => {
    const refs = appRefs();
    const upload = createActor(storyUploadMachine, { input: { toasts: refs.toasts } }).start();
    const empty = render('en', <StoryUploadModal upload={upload as unknown as StoryUploadActor} />);
    expect(empty).toContain('Add story');
    expect(empty).toContain('accept=".jpg,.jpeg,.png"');
    expect(empty).toMatch(/<button[^>]*disabled=""[^>]*>Share story/);
    upload.send({ type: 'upload.pick', file: { name: 'a.gif', size: 3 } });
    expect(render('en', <StoryUploadModal upload={upload as unknown as StoryUploadActor} />)).toContain(
      'Upload only .jpeg/.jpg/.png files',
    );
    upload.send({ type: 'upload.pick', file: { name: 'a.png', size: 31 * 1024 * 1024 } });
    const spanish = render('es', <StoryUploadModal upload={upload as unknown as StoryUploadActor} />);
    expect(spanish).toContain('Sube una imagen de menos de 30 MB');
    expect(spanish).toContain('Añadir historia');
    upload.send({ type: 'upload.pick', file: { name: 'ok.png', size: 30 } });
    expect(render('en', <StoryUploadModal upload={upload as unknown as StoryUploadActor} />)).not.toMatch(
      /<button[^>]*disabled=""[^>]*>Share story/,
    );
  });
});

describe('a new_story notification', () => {
  it('reads well in English and Spanish and opens the home strip on its owner’s stories', () => {
    const notification = { ...notificationFixture('1', 'NEW_STORY'), postId: null };
    expect(describeNotification(setupI18n({ locale: 'en', messages: { en } }), notification)).toBe('Ada Lovelace added a new story');
    expect(describeNotification(setupI18n({ locale: 'es', messages: { es } }), notification)).toBe(
      'Ada Lovelace publicó una nueva historia',
    );
    expect(notificationTarget(notification)).toEqual({ page: '/home?story=7' });
  });
});
