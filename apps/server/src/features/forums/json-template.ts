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
  let text = '';
  const write = (item: unknown): void => {
    if (item instanceof Gap) {
      parts.push(text);
      slots.push(item.slot as S);
      text = '';
    } else if (Array.isArray(item)) {
      text += '[';
      item.forEach((element, index) => {
        if (index > 0) text += ',';
        write(element === undefined ? null : element);
      });
      text += ']';
    } else if (item !== null && typeof item === 'object' && !('toJSON' in item)) {
      text += '{';
      let first = true;
      for (const [key, field] of Object.entries(item)) {
        if (field === undefined) continue;
        text += `${first ? '' : ','}${JSON.stringify(key)}:`;
        first = false;
        write(field);
      }
      text += '}';
    } else {
      text += JSON.stringify(item);
    }
  };
  write(value);
  parts.push(text);
  return { parts, slots };
}

/** The JSON text with every gap filled by `fill` (which answers JSON text too). */
export function fillTemplate<S>({ parts, slots }: JsonTemplate<S>, fill: (slot: S) => string): string {
  let text = parts[0] ?? '';
  for (let index = 0; index < slots.length; index += 1) {
    text += fill(slots[index] as S) + (parts[index + 1] ?? '');
  }
  return text;
}
