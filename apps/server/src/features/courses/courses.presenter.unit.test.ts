import { describe, expect, it } from 'vitest';
import { fullName } from './courses.presenter';

describe('fullName', () => {
  it('joins first and last name', () => {
    expect(fullName('Grace', 'Nakato', 'demo_instructor')).toBe('Grace Nakato');
  });

  it('uses whichever part is set', () => {
    expect(fullName('Grace', '', 'grace')).toBe('Grace');
    expect(fullName('', 'Nakato', 'grace')).toBe('Nakato');
  });

  it('falls back to the username when no name is set, blank or not', () => {
    expect(fullName('', '', 'demo_student')).toBe('demo_student');
    expect(fullName('  ', ' ', 'demo_student')).toBe('demo_student');
  });

  it('drops stray spaces around each part', () => {
    expect(fullName(' Grace ', ' Nakato', 'grace')).toBe('Grace Nakato');
  });
});
