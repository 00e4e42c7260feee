const DAY = 86_400_000;

const clockFormat = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' });
const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

/** A message's time (spec 01 §9): the clock time while under 24 hours old, otherwise the date. */
export function messageTime(createdAt: string, now = Date.now()): string {
  const sent = new Date(createdAt);
  return now - sent.getTime() < DAY ? clockFormat.format(sent) : dateFormat.format(sent);
}
