import { afterEach, describe, expect, it } from 'vitest';
import type { Notification } from '@somo/contract/notifications';
import { i18n } from '../../../lib/i18n/i18n';
import { messagesOf } from '../../../test/catalogues';
import { filterNotifications } from './filter-notifications';
import { notificationWords } from './notification-text';

afterEach(() => {
  i18n.activate('en');
});

const base: Notification = {
  id: 1,
  type: 'forum_thread',
  title: 'New discussion in Farming 101',
  message: 'Amina started "Soil types".',
  is_read: false,
  created_at: '2026-11-20T10:00:00Z',
  related_course_id: 3,
  data: {
    course_id: 3,
    text: { key: 'forum_thread', values: { course: 'Farming 101', author: 'Amina', thread: 'Soil types' } },
  },
};

describe("a notification's words", () => {
  it('reads the English the server stored, word for word', () => {
    expect(notificationWords(base, i18n)).toEqual({
      title: 'New discussion in Farming 101',
      message: 'Amina started "Soil types".',
    });
  });

  it('says the same sentence in Swahili and French, names untouched', () => {
    i18n.loadAndActivate({ locale: 'sw', messages: messagesOf('sw') });
    expect(notificationWords(base, i18n)).toEqual({
      title: 'Mjadala mpya katika Farming 101',
      message: 'Amina ameanzisha "Soil types".',
    });
    i18n.loadAndActivate({ locale: 'fr', messages: messagesOf('fr') });
    expect(notificationWords(base, i18n).title).toBe('Nouvelle discussion dans Farming 101');
  });

  it("keeps a person's own words, and notifications stored without a key, as they are", () => {
    i18n.loadAndActivate({ locale: 'fr', messages: messagesOf('fr') });
    const chat: Notification = {
      ...base,
      type: 'message',
      title: 'New message from Juma',
      message: 'Habari, tutaonana kesho',
      data: { text: { key: 'direct_message', values: { sender: 'Juma' } } },
    };
    expect(notificationWords(chat, i18n)).toEqual({
      title: 'Nouveau message de Juma',
      message: 'Habari, tutaonana kesho',
    });
    const older: Notification = { ...base, data: { course_id: 3 } };
    expect(notificationWords(older, i18n).title).toBe('New discussion in Farming 101');
  });

  it('is searched in the words the reader sees', () => {
    i18n.loadAndActivate({ locale: 'sw', messages: messagesOf('sw') });
    expect(filterNotifications([base], { search: 'mjadala', type: null, i18n })).toHaveLength(1);
    expect(filterNotifications([base], { search: 'soil', type: 'forum_thread', i18n })).toHaveLength(1);
    expect(filterNotifications([base], { search: 'mjadala', type: 'message', i18n })).toHaveLength(0);
  });
});
