import { describe, expect, it } from 'vitest';
import { unreadBadgeText } from './unread-badge';

describe('unread badge', () => {
  it.each([
    [1, '1'],
    [42, '42'],
    [99, '99'],
    [100, '99+'],
    [12_345, '99+'],
  ])('%i reads %s', (count, text) => {
    expect(unreadBadgeText(count)).toBe(text);
  });
});
