/** A place in a cached answer that is filled per request (the viewer's own upvotes, the view count). */
export class Gap<S> {
  constructor(readonly slot: S) {}
}

/** JSON text with gaps: `parts` has one more element than `slots`, each slot sitting between two parts. */
export type JsonTemplate<S> = { parts: string[]; slots: S[] };

/**
 * Writes a value as JSON text the way JSON.stringify does, leaving each Gap open. Cached answers are written
 * once; each request then only joins the text around the few values that differ per viewer.
 */
export function toTemplate<S>(value: unknown): JsonTemplate<S> {
  const parts: string[] = [];
  const slots: S[] = [];
  // Pieces are joined once per part: a part grown with += would stay a chain of thousands of pieces that every
  // request's answer walks again.
  let pieces: string[] = [];
  const write = (item: unknown): void => {
    if (item instanceof Gap) {
      parts.push(pieces.join(''));
      slots.push(item.slot as S);
      pieces = [];
    } else if (Array.isArray(item)) {
      pieces.push('[');
      item.forEach((element, index) => {
        if (index > 0) pieces.push(',');
        write(element === undefined ? null : element);
      });
      pieces.push(']');
    } else if (item !== null && typeof item === 'object' && !('toJSON' in item)) {
      pieces.push('{');
      let first = true;
      for (const [key, field] of Object.entries(item)) {
        if (field === undefined) continue;
        pieces.push(`${first ? '' : ','}${JSON.stringify(key)}:`);
        first = false;
        write(field);
      }
      pieces.push('}');
    } else {
      pieces.push(JSON.stringify(item));
    }
  };
  write(value);
  parts.push(pieces.join(''));
  return { parts, slots };
}

/** The JSON text with every gap filled by `fill` (which answers JSON text too), joined into one flat string. */
export function fillTemplate<S>({ parts, slots }: JsonTemplate<S>, fill: (slot: S) => string): string {
  const pieces = [parts[0] ?? ''];
  for (let index = 0; index < slots.length; index += 1) {
    pieces.push(fill(slots[index] as S), parts[index + 1] ?? '');
  }
  return pieces.join('');
}
