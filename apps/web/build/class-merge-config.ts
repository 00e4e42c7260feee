import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { getDefaultConfig, mergeConfigs, type Config } from 'tailwind-merge';
import { createClassGroupUtils, createParseClassName } from 'tailwind-merge/unstable-do-not-import';
import type { Plugin } from 'vite';

const MODULE_ID = 'virtual:class-merge-config';
const RESOLVED_ID = `\0${MODULE_ID}`;

/** Tailwind's scale with our own shadow names (styles.css); the full reference the app's merge must agree with. */
export function fullMergeConfig() {
  return mergeConfigs(getDefaultConfig(), { extend: { theme: { shadow: ['card', 'overlay'] } } });
}

/** Where the app writes class names: Tailwind itself only sees classes written out whole in the source. */
async function sourceFiles(directory: string): Promise<string[]> {
  const entries = await readdir(directory, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** Every word of the source that Tailwind's full merge table knows, as the class the merge looks up. */
export async function usedClasses(sourceDirectory: string): Promise<Map<string, Set<string>>> {
  const config = fullMergeConfig();
  const parse = createParseClassName(config);
  const { getClassGroupId } = createClassGroupUtils(config);
  const groups = new Map<string, Set<string>>();
  const add = (className: string) => {
    const group = getClassGroupId(className);
    if (!group) return;
    const classes = groups.get(group) ?? new Set<string>();
    // A negative class is looked up without its minus sign.
    classes.add(className.replace(/^-/, ''));
    groups.set(group, classes);
  };
  for (const file of await sourceFiles(sourceDirectory)) {
    const text = await readFile(file, 'utf8');
    for (const [word] of text.matchAll(/[^\s'"`{}]+/g)) {
      const { baseClassName, maybePostfixModifierPosition, isExternal } = parse(word);
      if (isExternal) continue;
      add(baseClassName);
      if (maybePostfixModifierPosition) add(baseClassName.slice(0, maybePostfixModifierPosition));
    }
  }
  return groups;
}

/**
 * tailwind-merge's table for the classes the app uses, and only those: the library's full table of every
 * Tailwind class is most of its weight in the first download. Each group lists its classes literally; the
 * conflicts between groups are the library's own.
 */
export async function appMergeConfig(sourceDirectory: string) {
  const full = fullMergeConfig();
  const groups = await usedClasses(sourceDirectory);
  const used = (group: string) => groups.has(group);
  const restrict = (conflicts: Partial<Record<string, readonly string[]>>) =>
    Object.fromEntries(
      Object.entries(conflicts).flatMap(([group, others = []]) => {
        const kept = others.filter(used);
        return used(group) && kept.length > 0 ? [[group, kept]] : [];
      }),
    );
  return {
    cacheSize: full.cacheSize,
    theme: {},
    classGroups: Object.fromEntries([...groups].map(([group, classes]) => [group, [...classes].sort()])),
    conflictingClassGroups: restrict(full.conflictingClassGroups),
    conflictingClassGroupModifiers: restrict(full.conflictingClassGroupModifiers),
    orderSensitiveModifiers: full.orderSensitiveModifiers,
  } satisfies Config<string, string>;
}

/** Serves `virtual:class-merge-config`, built from the source at each build (and each change in dev). */
export function classMergeConfig(): Plugin {
  let sourceDirectory = 'src';
  return {
    name: 'somo-class-merge-config',
    enforce: 'pre',
    configResolved(config) {
      sourceDirectory = path.resolve(config.root, 'src');
    },
    resolveId(id) {
      return id === MODULE_ID ? RESOLVED_ID : undefined;
    },
    async load(id) {
      if (id !== RESOLVED_ID) return undefined;
      return `export default ${JSON.stringify(await appMergeConfig(sourceDirectory))};`;
    },
    // A class written for the first time in dev joins the table on the next update.
    handleHotUpdate({ file, server, modules }) {
      const table = server.moduleGraph.getModuleById(RESOLVED_ID);
      if (!file.startsWith(sourceDirectory) || !table) return undefined;
      server.moduleGraph.invalidateModule(table);
      return [...modules, table];
    },
  };
}
