import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The layers of DESIGN.md are held by the `layering/allowed-imports` rule of eslint.config.js: a snippet
 * per layer that crosses it must fail, so the rule cannot silently vanish or loosen.
 */
const eslint = new ESLint({ cwd: process.cwd() });

async function layerErrors(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages
    .filter((message) => message.ruleId === 'layering/allowed-imports' || message.ruleId === 'layering/area-hooks')
    .map((message) => message.message);
}

const forbidden: Array<[string, string, string]> = [
  [
    'views reach machines only through src/app',
    'src/views/feed/Example.tsx',
    "import { visiblePosts } from '../../machines/postStore.machine';",
  ],
  ["views never take an area's wiring", 'src/views/feed/Example.tsx', "import { posts } from '../../app/posts';"],
  ["views never take an area's helpers for other areas", 'src/views/feed/Example.tsx', "import { sessionChanges } from '../../app/auth';"],
  ['views never take an area whole', 'src/views/feed/Example.tsx', "import * as chat from '../../app/chat';"],
  ['views never load an area whole', 'src/views/Example.tsx', "const chat = () => import('../app/chat');"],
  ['views never re-export an area whole', 'src/views/Example.ts', "export * from '../app/wallet';"],
  ["views never reach the app root's helpers", 'src/views/feed/Example.tsx', "import { operation } from '../../app/root/area';"],
  ["views never reach the app root's plumbing", 'src/views/feed/Example.tsx', "import { useScreenActor } from '../../app/root/hooks';"],
  ['views never call a service', 'src/views/feed/Example.tsx', "import { createPostsApi } from '../../services/posts';"],
  ['views never reach the gateway', 'src/views/Example.tsx', "const gateway = () => import('../gateway/client');"],
  ['app does not reach the gateway', 'src/app/example.ts', "import { createGateway } from '../gateway/client';"],
  ['app does not import views', 'src/app/example.ts', "export { App } from '../views/App';"],
  ['machines never import services, not even a type', 'src/machines/example.ts', "import type { PostsApi } from '../services/posts';"],
  [
    'machines never import gateway types',
    'src/machines/example.ts',
    "import type { PostFieldsFragment } from '../gateway/generated/graphql';",
  ],
  ['machines never import views', 'src/machines/example.ts', "export * from '../views/actors';"],
  ['machines never import the composition root', 'src/machines/example.ts', "import { areas } from '../app/areas';"],
  ['services never import machines', 'src/services/example.ts', "import type { Post } from '../machines/post';"],
  ['the gateway never imports services', 'src/gateway/example.ts', "import { runOperation } from '../services/gatewayError';"],
  ['the server never imports the client', 'server/modules/example.ts', "import { validatePost } from '../../src/validation/posts';"],
  ['the contract imports nothing of ours', 'contract/example.ts', "import type { Config } from '../server/config';"],
];

const allowed: Array<[string, string, string]> = [
  [
    'views: app hooks, validation, contract, other views',
    'src/views/feed/Example.tsx',
    "import { useFeed } from '../../app/posts';\nimport { describeMessage } from '../../validation/messages';\nimport { Messages } from '../../../contract/messages';\nimport { Avatar } from '../ui/Avatar';",
  ],
  [
    "views: an area's hooks, preloads, re-exported helpers and types",
    'src/views/feed/Example.tsx',
    "import { preloadComposer, useFeed, visiblePosts, type Post } from '../../app/posts';\nimport type { WalletServices } from '../../app/wallet';\nexport { useBalance, type MoneyDialog } from '../../app/wallet';",
  ],
  [
    'app: machines and services',
    'src/app/example.ts',
    "import { authMachine } from '../machines/auth.machine';\nimport type { Uploads } from '../services/upload';",
  ],
  [
    'machines: machines, validation, contract',
    'src/machines/example.ts',
    "import { toFailure } from './failure';\nimport { validatePost } from '../validation/posts';\nimport { Messages } from '../../contract/messages';",
  ],
  [
    'services: gateway and contract',
    'src/services/example.ts',
    "import type { RestClient } from '../gateway/rest';\nimport { SOCKET_PATH } from '../../contract/routes';",
  ],
  [
    'the composition entry imports everything',
    'src/main.tsx',
    "import { createApp } from './app/root/app';\nimport { createGateway } from './gateway/client';\nimport { App } from './views/App';",
  ],
];

describe('the layers of DESIGN.md, held by eslint', () => {
  for (const [rule, filePath, code] of forbidden) {
    it(`refuses: ${rule}`, async () => {
      expect(await layerErrors(filePath, `${code}\n`)).toHaveLength(1);
    });
  }
  for (const [rule, filePath, code] of allowed) {
    it(`allows: ${rule}`, async () => {
      expect(await layerErrors(filePath, `${code}\n`)).toEqual([]);
    });
  }
});

describe('the page holds no typebox (docs/decisions/0032)', () => {
  async function schemaErrors(filePath: string, code: string) {
    const [result] = await eslint.lintText(`${code}\n`, { filePath });
    return result!.messages.filter((message) => message.ruleId === 'layering/page-without-schemas').map((message) => message.message);
  }

  const refused: Array<[string, string, string]> = [
    ['the server’s table of calls', 'src/services/example.ts', "import { Endpoints } from '../../contract/endpoints';"],
    ['an area’s schemas', 'src/gateway/resolvers/example.ts', "import { PayPostBody } from '../../../contract/wallet';"],
    ['typebox itself', 'src/validation/example.ts', "import Type from 'typebox';"],
    ['a schema file, on demand', 'src/app/example.ts', "const schemas = () => import('../../contract/posts');"],
    ['a re-export of one', 'src/gateway/example.ts', "export { WalletEndpoints } from '../../contract/wallet';"],
  ];
  for (const [what, filePath, code] of refused) {
    it(`refuses ${what}`, async () => {
      expect(await schemaErrors(filePath, code)).toHaveLength(1);
    });
  }

  const allowed: Array<[string, string, string]> = [
    ['the generated table of calls', 'src/services/example.ts', "import { Endpoints } from '../gateway/generated/endpoints';"],
    [
      'types of the contract',
      'src/gateway/example.ts',
      "import type { EntryOf } from '../../contract/endpoints';\nimport { type Post } from '../../contract/posts';",
    ],
    [
      'the contract files without schemas',
      'src/views/example.ts',
      "import { Messages } from '../../contract/messages';\nimport { fillPath } from '../../contract/routes';",
    ],
    [
      'the server, which validates with the schemas',
      'server/modules/example.ts',
      "import { Endpoints } from '../../contract/endpoints.ts';",
    ],
  ];
  for (const [what, filePath, code] of allowed) {
    it(`allows ${what}`, async () => {
      expect(await schemaErrors(filePath, code)).toEqual([]);
    });
  }
});
