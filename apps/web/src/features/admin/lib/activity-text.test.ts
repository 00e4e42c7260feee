import { afterEach, describe, expect, it } from 'vitest';
import type { ActivityItem } from '@somo/contract/admin';
import { i18n } from '../../../lib/i18n/i18n';
import { messagesOf } from '../../../test/catalogues';
import { activitySentence } from './activity-text';

afterEach(() => {
  i18n.activate('en');
});

const signup: ActivityItem = {
  id: 'u7',
  kind: 'signup',
  message: 'Grace Achieng joined as instructor',
  text: { key: 'signup', values: { name: 'Grace Achieng', role: 'instructor' } },
  at: '2026-11-20T10:00:00Z',
};

describe('a Recent Activity sentence', () => {
  it("is the server's English in English", () => {
    expect(activitySentence(signup, i18n)).toBe('Grace Achieng joined as instructor');
  });

  it('words the role inside the sentence in each language', () => {
    i18n.loadAndActivate({ locale: 'fr', messages: messagesOf('fr') });
    expect(activitySentence(signup, i18n)).toBe('Grace Achieng a rejoint Somo en tant que formateur');
    i18n.loadAndActivate({ locale: 'sw', messages: messagesOf('sw') });
    const changed: ActivityItem = {
      ...signup,
      kind: 'admin_action',
      message: "chief changed moses's role to admin",
      text: { key: 'user.role_changed', values: { actor: 'chief', target: 'moses', role: 'admin' } },
    };
    expect(activitySentence(changed, i18n)).toBe('chief amebadilisha jukumu la moses kuwa msimamizi');
  });

  it('falls back to the English for an action without a sentence', () => {
    i18n.loadAndActivate({ locale: 'es', messages: messagesOf('es') });
    const unknown: ActivityItem = {
      ...signup,
      kind: 'admin_action',
      message: 'chief: backup.run',
      text: undefined,
    };
    expect(activitySentence(unknown, i18n)).toBe('chief: backup.run');
  });
});
