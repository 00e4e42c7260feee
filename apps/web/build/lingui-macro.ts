import { fileURLToPath } from 'node:url';
import { transformAsync, types as t, type PluginObj } from '@babel/core';
import linguiMacroPlugin from '@lingui/babel-plugin-lingui-macro';
import { getConfig } from '@lingui/conf';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';

/** Found by path, so builds and tests started from the repository root read the same configuration. */
export const LINGUI_CONFIG = fileURLToPath(new URL('../lingui.config.ts', import.meta.url));

const SOURCE = /\.[jt]sx?$/;
const USES_MACRO = /from ['"]@lingui\/(?:core|react)\/macro['"]/;

function isKey(node: t.ObjectProperty['key'], name: string) {
  return t.isIdentifier(node, { name }) || t.isStringLiteral(node, { value: name });
}

/**
 * The English message left beside each id is compiled here, at build time, exactly as the catalogues of the
 * other languages are, so the browser never needs a message parser.
 */
function compileEnglishMessages(): PluginObj {
  return {
    visitor: {
      ObjectProperty(path) {
        const { key, value } = path.node;
        if (!isKey(key, 'message') || !t.isStringLiteral(value)) return;
        const siblings = (path.parent as t.ObjectExpression).properties;
        if (!siblings.some((p) => t.isObjectProperty(p) && isKey(p.key, 'id'))) return;
        path.node.value = t.valueToNode(compileMessage(value.value));
      },
      JSXAttribute(path) {
        const { name, value } = path.node;
        if (!t.isJSXIdentifier(name, { name: 'message' }) || !t.isStringLiteral(value)) return;
        path.node.value = t.jsxExpressionContainer(t.valueToNode(compileMessage(value.value)));
      },
    },
  };
}

/**
 * Turns Lingui's macros (t, plural, <Trans>, msg) into runtime calls before the React plugin compiles JSX, and
 * keeps the English message, compiled, beside its id: English is the source language and needs no catalogue
 * to download (see decision 0012).
 */
export function linguiMacro(): Plugin {
  const linguiConfig = getConfig({ configPath: LINGUI_CONFIG });
  return {
    name: 'somo-lingui-macro',
    enforce: 'pre',
    async transform(code, id) {
      if (id.includes('/node_modules/') || !SOURCE.test(id) || !USES_MACRO.test(code)) return null;
      const options = { filename: id, babelrc: false, configFile: false, sourceMaps: true } as const;
      const parserOpts = { plugins: ['jsx', 'typescript'] as ('jsx' | 'typescript')[] };
      const expanded = await transformAsync(code, {
        ...options,
        parserOpts,
        plugins: [[linguiMacroPlugin, { stripMessageField: false, linguiConfig }]],
      });
      if (!expanded?.code) return null;
      const compiled = await transformAsync(expanded.code, {
        ...options,
        inputSourceMap: expanded.map ?? undefined,
        parserOpts,
        plugins: [compileEnglishMessages],
      });
      return compiled?.code ? { code: compiled.code, map: compiled.map } : null;
    },
  };
}
