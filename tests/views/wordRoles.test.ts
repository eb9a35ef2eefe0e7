import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { beforeAll, describe, expect, it } from 'vitest';
import { messages as en } from '../../locales/en/messages';
import { messages as es } from '../../locales/es/messages';

beforeAll(() => i18n.load({ en, es }));

// One English word in several roles takes a different Spanish word in each: each role has its own context.
const roles = [
  [msg({ message: 'Post', context: 'verb: publish the post' }), 'Publicar'],
  [msg({ message: 'Post', context: 'noun: one post' }), 'Publicación'],
  [msg({ message: 'Post', context: 'explore tab: the posts' }), 'Publicaciones'],
  [msg({ message: 'Following', context: 'button: you follow this person' }), 'Siguiendo'],
  [msg({ message: 'Following', context: 'list: people one follows' }), 'Seguidos'],
  [msg({ message: 'Message', context: 'verb: write to this person' }), 'Enviar mensaje'],
  [msg`Message`, 'Mensaje'],
  [msg({ message: 'Rejected', context: 'payout status' }), 'Rechazado'],
  [msg({ message: 'Rejected', context: 'verification status' }), 'Rechazada'],
] as const;

describe('words in several roles', () => {
  it.each(roles.map(([descriptor, spanish]) => [descriptor.message, spanish, descriptor] as const))(
    '%s reads in Spanish as %s where its role asks',
    (_english, spanish, descriptor) => {
      i18n.activate('es');
      expect(i18n._(descriptor)).toBe(spanish);
      i18n.activate('en');
      expect(i18n._(descriptor)).toBe(descriptor.message);
    },
  );
});
