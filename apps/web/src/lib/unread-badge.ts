const BADGE_CAP = 99;

/** The unread badge's text: the count, capped at '99+' (spec 01 §9). */
export function unreadBadgeText(count: number): string {
  return count > BADGE_CAP ? `${BADGE_CAP}+` : String(count);
}
