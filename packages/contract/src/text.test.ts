import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import * as admin from './admin';
import * as ai from './ai';
import * as assessments from './assessments';
import * as auth from './auth';
import * as courses from './courses';
import * as enrollments from './enrollments';
import * as forums from './forums';
import { IdParam, idField } from './ids';
import * as instructor from './instructor';
import * as messaging from './messaging';
import * as notifications from './notifications';
import * as profile from './profile';
import * as settings from './settings';
import { isCleanText, longText, text } from './text';

describe('isCleanText', () => {
  it('refuses NUL and other control characters in one-line text', () => {
    for (const value of ['a\u0000b', 'a\tb', 'a\nb', 'a\rb', '\u0007', '\u001b[31m', '\u007f', '\u0085'])
      expect(isCleanText(value, { multiline: false }), JSON.stringify(value)).toBe(false);
  });

  it('keeps tabs and line breaks in long text, and CR only before LF', () => {
    expect(isCleanText('one\ttwo\nthree\r\nfour', { multiline: true })).toBe(true);
    for (const value of ['a\u0000b', 'a\rb', 'end\r', '\u000b', '\u000c'])
      expect(isCleanText(value, { multiline: true }), JSON.stringify(value)).toBe(false);
  });

  it('accepts any printable text, emoji included, and refuses lone surrogates', () => {
    expect(isCleanText('Kampala — 50 000 UGX ✓ 😀 ñ 東京', { multiline: false })).toBe(true);
    for (const value of ['\ud800', 'a\ud83d', '\ude00b', '\ude00\ud83d'])
      expect(isCleanText(value, { multiline: true }), JSON.stringify(value)).toBe(false);
  });

  it('is the rule of text() and longText()', () => {
    expect(text().safeParse('ok').success).toBe(true);
    expect(text().safeParse('a\nb').success).toBe(false);
    expect(longText().safeParse('a\nb').success).toBe(true);
    expect(longText().safeParse('a\u0000b').success).toBe(false);
  });
});

describe('ids', () => {
  it('takes a path id only as plain digits within the integer range', () => {
    for (const good of ['1', '42', '2147483647']) expect(IdParam.parse(good)).toBe(Number(good));
    for (const bad of [
      ' 1 ',
      '-1',
      '1e3',
      '0x10',
      '1.0',
      '0',
      '01',
      '',
      '99999999999',
      '2147483648',
      '1\u0000',
    ])
      expect(IdParam.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
  });

  it('takes a body id as an integer or its digits', () => {
    const id = idField('bad id');
    expect(id.parse(7)).toBe(7);
    expect(id.parse('7')).toBe(7);
    for (const bad of [0, -1, 1.5, 2147483648, Infinity, ' 7', '7a', true, null, [7], {}])
      expect(id.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
  });
});

/** Every string a request schema accepts, found by walking the schema's definition. */
function stringLeaves(schema: z.ZodType, seen = new Set<unknown>()): z.ZodType[] {
  if (seen.has(schema)) return [];
  seen.add(schema);
  const def = schema._zod.def as unknown as Record<string, unknown> & { type: string };
  const walk = (inner: unknown) => stringLeaves(inner as z.ZodType, seen);
  switch (def.type) {
    case 'string':
      return [schema];
    case 'object':
      return Object.values(def.shape as Record<string, z.ZodType>).flatMap(walk);
    case 'array':
      return walk(def.element);
    case 'record':
      return [...walk(def.keyType), ...walk(def.valueType)];
    case 'union':
      return (def.options as z.ZodType[]).flatMap(walk);
    case 'pipe':
      return [...walk(def.in), ...walk(def.out)];
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
      return walk(def.innerType);
    default:
      return [];
  }
}

const REQUEST_SCHEMA = /(Body|Query|Params|Fields|Update)$/;

const requestSchemas = Object.entries({
  ...admin,
  ...ai,
  ...assessments,
  ...auth,
  ...courses,
  ...enrollments,
  ...forums,
  ...instructor,
  ...messaging,
  ...notifications,
  ...profile,
  ...settings,
}).filter(([name]) => REQUEST_SCHEMA.test(name)) as [string, z.ZodType][];

describe('request schemas', () => {
  it('are found', () => {
    expect(requestSchemas.map(([name]) => name)).toEqual(
      expect.arrayContaining([
        'LoginBody',
        'RegisterBody',
        'CourseListQuery',
        'ProfileUpdate',
        'SettingsBody',
      ]),
    );
    expect(stringLeaves(auth.LoginBody)).toHaveLength(2);
  });

  it.each(requestSchemas)('%s refuses control characters in every string', (_name, schema) => {
    for (const leaf of stringLeaves(schema)) {
      expect(leaf.safeParse('a\u0000b').success).toBe(false);
      expect(leaf.safeParse('a\u001bb').success).toBe(false);
    }
  });
});
