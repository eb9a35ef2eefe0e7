import { transformAsync } from '@babel/core';
import type { Plugin } from 'vitest/config';

/**
 * Parcel compiles Lingui macros through .babelrc; vitest runs the same Babel plugin on the files that
 * import a macro, leaving TypeScript and JSX for vite to strip.
 */
export function linguiMacro(): Plugin {
  return {
    name: 'lingui-macro',
    enforce: 'pre',
    async transform(code, id) {
      if (!/\.[cm]?tsx?$/.test(id) || !code.includes('/macro')) return null;
      const result = await transformAsync(code, {
        filename: id,
        babelrc: false,
        configFile: false,
        parserOpts: { plugins: ['jsx', 'typescript'] },
        plugins: ['@lingui/babel-plugin-lingui-macro'],
        sourceMaps: true,
      });
      return result?.code ? { code: result.code, map: result.map } : null;
    },
  };
}
