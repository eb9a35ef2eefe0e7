import path from 'node:path';
import type { Plugin } from 'vitest/config';

const PREFIX = '\0parcel-url:';

/** Parcel's `url:` imports (src/types.d.ts) give a built file's address; under vitest they give the file's path, so views that draw the logo render in tests. */
export function parcelUrls(): Plugin {
  return {
    name: 'parcel-urls',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer || !source.startsWith('url:')) return null;
      return PREFIX + path.resolve(path.dirname(importer), source.slice('url:'.length));
    },
    load(id) {
      if (!id.startsWith(PREFIX)) return null;
      return `export default ${JSON.stringify(`/${path.relative(process.cwd(), id.slice(PREFIX.length))}`)};`;
    },
  };
}
