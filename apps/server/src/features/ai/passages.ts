import { sentences } from './text';

const MAX_PASSAGE_CHARS = 700;
const MIN_PASSAGE_CHARS = 60;

/**
 * Splits lesson text into quotable passages: paragraphs, with long ones cut between sentences and short ones
 * (a heading, a one-liner) joined to the next, so every quote reads as a whole thought.
 */
export function splitPassages(text: string, maxChars = MAX_PASSAGE_CHARS): string[] {
  const paragraphs = text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
  const pieces = paragraphs.flatMap((paragraph) =>
    paragraph.length <= maxChars ? [paragraph] : groupSentences(sentences(paragraph), maxChars),
  );
  const passages: string[] = [];
  let pending = '';
  for (const piece of pieces) {
    const joined = pending ? `${pending} ${piece}` : piece;
    if (joined.length < MIN_PASSAGE_CHARS) {
      pending = joined;
      continue;
    }
    passages.push(joined);
    pending = '';
  }
  if (pending) {
    const last = passages.pop();
    passages.push(last ? `${last} ${pending}` : pending);
  }
  return passages;
}

function groupSentences(list: string[], maxChars: number): string[] {
  const groups: string[] = [];
  let current = '';
  for (const sentence of list) {
    if (current && current.length + sentence.length + 1 > maxChars) {
      groups.push(current);
      current = '';
    }
    current = current ? `${current} ${sentence}` : sentence;
    // One sentence longer than a passage is cut rather than quoted whole.
    while (current.length > maxChars) {
      const cut = current.lastIndexOf(' ', maxChars);
      const at = cut > maxChars / 2 ? cut : maxChars;
      groups.push(current.slice(0, at).trim());
      current = current.slice(at).trim();
    }
  }
  if (current) groups.push(current);
  return groups;
}
