import { msg } from '@lingui/core/macro';
import type { Role } from '@somo/contract/auth';
import { translatedLabels } from './translated-labels';

/** Each role's name, in the interface language when read (during render). */
export const ROLE_LABELS = translatedLabels<Role>({
  student: msg`Student`,
  instructor: msg`Instructor`,
  admin: msg`Admin`,
});

/** Anything that names a person: a signed-in user, a profile, an admin's user row. */
export type PersonNames = {
  first_name?: string | null;
  last_name?: string | null;
  username: string;
};

/**
 * Full name when the person gave one, otherwise the username: the same rule as the server's `full_name` and
 * `*_name` fields, so a person reads the same in every list, message and header.
 */
export function displayName(person: PersonNames): string {
  const full = [person.first_name, person.last_name]
    .map((part) => part?.trim() ?? '')
    .filter(Boolean)
    .join(' ');
  return full || person.username;
}

/**
 * Up to two letters for an avatar, from the first and last word of the name people are shown ('GN' for
 * Grace Nakato); a username-only name ('demo_student') gives one letter. Pass a display name, never a username
 * when a full name exists.
 */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const picked = words.length > 1 ? [words[0], words[words.length - 1]] : words;
  // Array.from keeps a letter written as two UTF-16 units whole.
  const letters = picked.map((word) => Array.from(word ?? '')[0] ?? '').join('');
  return letters.toLocaleUpperCase() || '?';
}
