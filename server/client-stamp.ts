/** The last step of `npm run build`: records which inputs dist/ was built from, so `npm start` skips the next build. */
import { fileURLToPath } from 'node:url';
import { builtClientDir, clientInputsHash, writeClientStamp } from './client-build.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
writeClientStamp(builtClientDir(root), clientInputsHash(root));
