import { describe, expect, it } from 'vitest';
import { displayName, initials } from './user-display';

describe('displayName', () => {
  it('shows the full name', () => {
    expect(displayName({ first_name: 'Grace', last_name: 'Nakato', username: 'demo_instructor' })).toBe(
      'Grace Nakato',
    );
  });

  it('shows the one part that is set', () => {
    expect(displayName({ first_name: 'Grace', last_name: '', username: 'grace' })).toBe('Grace');
    expect(displayName({ first_name: '', last_name: 'Nakato', username: 'grace' })).toBe('Nakato');
  });

  it('falls back to the username when no name is set', () => {
    expect(displayName({ first_name: '', last_name: ' ', username: 'demo_student' })).toBe('demo_student');
    expect(displayName({ first_name: null, username: 'demo_student' })).toBe('demo_student');
  });
});

describe('initials', () => {
  it('come from the first and last word of the full name', () => {
    expect(initials('Grace Nakato')).toBe('GN');
    expect(initials('amani  okello')).toBe('AO');
    expect(initials('Mary Achieng Otieno')).toBe('MO');
  });

  it('are one letter for a single word such as a username', () => {
    expect(initials('demo_student')).toBe('D');
    expect(initials('Grace')).toBe('G');
  });

  it('keep letters outside the basic plane whole and never come out empty', () => {
    expect(initials('𝒜da Lovelace')).toBe('𝒜L');
    expect(initials('   ')).toBe('?');
  });
});
