import { jsonBytes, keptBuffer } from './json-bytes';

/**
 * A place in a cached answer that is filled per request, written first with `value`. A shared gap (a view count)
 * reads the same for every reader for a while: once changed, it is kept so. Any other (the reader's own upvote)
 * is put in a copy for the one request.
 */
export class Gap<S> {
  constructor(
    readonly slot: S,
    readonly value: unknown,
    readonly shared = false,
  ) {}
}

/** The answer as bytes, with each gap's text and where it sits. */
type Filled = { bytes: Buffer; texts: string[]; starts: number[]; ends: number[] };

/**
 * JSON text with gaps, kept as UTF-8 bytes (lib/json-bytes.ts) with the gaps filled as last read. Each request
 * fills the gaps; when every text reads as kept, the kept bytes are the answer.
 */
export class JsonTemplate<S> {
  private kept: Filled;

  constructor(
    readonly slots: S[],
    private readonly shared: boolean[],
    kept: Filled,
  ) {
    this.kept = kept;
  }

  /**
   * The answer with each gap filled by `fill` (which answers JSON text). Shared texts that changed are kept for
   * the next readers; a reader's own are put in a copy made for them. For a reader with nothing of their own in
   * the answer (`own: false`), only the shared gaps are filled: the others read as first written.
   */
  fill(fill: (slot: S) => string, { own = true }: { own?: boolean } = {}): Buffer {
    const texts = this.slots.map((slot, index) =>
      own || this.shared[index] ? fill(slot) : (this.kept.texts[index] as string),
    );
    let { kept } = this;
    if (this.differs(texts, true)) {
      kept = refill(
        kept,
        kept.texts.map((text, index) => (this.shared[index] ? (texts[index] as string) : text)),
        { lasting: true },
      );
      this.kept = kept;
    }
    return this.differs(texts, false) ? refill(kept, texts, { lasting: false }).bytes : kept.bytes;
  }

  private differs(texts: string[], shared: boolean): boolean {
    const kept = this.kept.texts;
    for (let index = 0; index < texts.length; index += 1) {
      if (this.shared[index] === shared && texts[index] !== kept[index]) return true;
    }
    return false;
  }
}

/**
 * The bytes with the gaps' texts replaced, copied straight into one buffer; a copy to keep gets memory of its own
 * (keptBuffer).
 */
function refill(from: Filled, texts: string[], { lasting }: { lasting: boolean }): Filled {
  const same = texts.map((text, index) => text === from.texts[index]);
  let length = from.bytes.length;
  texts.forEach((text, index) => {
    if (!same[index])
      length += Buffer.byteLength(text) - ((from.ends[index] ?? 0) - (from.starts[index] ?? 0));
  });
  const bytes = lasting ? keptBuffer(length) : Buffer.allocUnsafe(length);
  const starts: number[] = [];
  const ends: number[] = [];
  let read = 0;
  let at = 0;
  texts.forEach((text, index) => {
    const start = from.starts[index] ?? 0;
    const end = from.ends[index] ?? 0;
    at += from.bytes.copy(bytes, at, read, start);
    starts.push(at);
    at += same[index] ? from.bytes.copy(bytes, at, start, end) : bytes.write(text, at);
    ends.push(at);
    read = end;
  });
  from.bytes.copy(bytes, at, read);
  return { bytes, texts, starts, ends };
}

/**
 * Writes a value as JSON text the way JSON.stringify does, with each Gap written from its value and marked.
 * Cached answers are written once; each request then only puts in the few values that differ.
 */
export function toTemplate<S>(value: unknown): JsonTemplate<S> {
  const parts: string[] = [];
  const gaps: Gap<S>[] = [];
  // Pieces are joined once per part: a part grown with += would stay a chain of thousands of pieces.
  let pieces: string[] = [];
  const write = (item: unknown): void => {
    if (item instanceof Gap) {
      parts.push(pieces.join(''));
      gaps.push(item as Gap<S>);
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
  const texts = gaps.map((gap) => JSON.stringify(gap.value));
  const starts: number[] = [];
  const ends: number[] = [];
  let length = 0;
  texts.forEach((text, index) => {
    length += Buffer.byteLength(parts[index] as string);
    starts.push(length);
    length += Buffer.byteLength(text);
    ends.push(length);
  });
  const whole = parts.map((part, index) => (index < texts.length ? part + texts[index] : part)).join('');
  return new JsonTemplate(
    gaps.map((gap) => gap.slot),
    gaps.map((gap) => gap.shared),
    { bytes: jsonBytes(whole), texts, starts, ends },
  );
}
