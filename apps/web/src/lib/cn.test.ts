import path from 'node:path';
import fc from 'fast-check';
import { createTailwindMerge } from 'tailwind-merge';
import { createClassGroupUtils } from 'tailwind-merge/unstable-do-not-import';
import config from 'virtual:class-merge-config';
import { beforeAll, describe, expect, it } from 'vitest';
import { fullMergeConfig, usedClasses } from '../../build/class-merge-config';
import { cn } from './cn';

// The library with its table of every Tailwind class: what cn must agree with for every class the app writes.
const reference = createTailwindMerge(fullMergeConfig);

let vocabulary: string[] = [];

beforeAll(async () => {
  const groups = await usedClasses(path.resolve(import.meta.dirname, '..'));
  vocabulary = [...groups.values()].flatMap((classes) => [...classes]);
});

describe('cn', () => {
  it('puts every class the app writes in the same group as the full table does', () => {
    const app = createClassGroupUtils(config);
    const full = createClassGroupUtils(fullMergeConfig());
    expect(vocabulary.length).toBeGreaterThan(500);
    for (const className of vocabulary) {
      expect(app.getClassGroupId(className), className).toBe(full.getClassGroupId(className));
    }
  });

  it('merges any mix of the app classes, with variants and !, as the full table does', () => {
    const variant = fc.constantFrom('', 'hover:', 'sm:', 'md:', 'focus-visible:', 'disabled:', 'rtl:');
    const someClass = fc
      .tuple(variant, fc.constantFrom(...vocabulary), fc.boolean(), fc.boolean())
      .map(
        ([prefix, name, negative, important]) =>
          `${prefix}${negative ? '-' : ''}${name}${important ? '!' : ''}`,
      );
    fc.assert(
      fc.property(fc.array(someClass, { minLength: 2, maxLength: 8 }), (classes) => {
        expect(cn(...classes)).toBe(reference(classes.join(' ')));
      }),
      { numRuns: 3000 },
    );
  });

  it('lets a later class override an earlier one of the same kind, as the UI primitives rely on', () => {
    expect(cn('px-4 py-2 text-sm', 'px-2')).toBe('py-2 text-sm px-2');
    expect(cn('size-5 text-current', 'size-4 text-slate-500')).toBe('size-4 text-slate-500');
    expect(cn('h-10 rounded-lg', 'h-12')).toBe('rounded-lg h-12');
    expect(cn('text-slate-700', false, undefined, 'text-brand-700')).toBe('text-brand-700');
  });
});
