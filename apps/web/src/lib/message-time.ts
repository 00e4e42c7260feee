import { formatDate, formatTime } from './format';

const DAY = 86_400_000;

/** A message's time (spec 01 §9): the clock time while under 24 hours old, otherwise the date. */
export function messageTime(createdAt: string, now = Date.now()): string {
  const sent = new Date(createdAt);
  return now - sent.getTime() < DAY ? formatTime(sent) : formatDate(sent, 'medium');
}
