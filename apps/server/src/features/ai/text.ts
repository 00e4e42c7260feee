import type { CourseLanguage } from '@somo/contract/courses';
import type { z } from 'zod';

type Language = z.infer<typeof CourseLanguage>;

const ENGLISH_STOPWORDS = new Set(
  `a about above after again against all also am an and any are as at be because been before being below
  between both but by can could did do does doing done down during each either else even every few for from
  further had has have having he her here hers herself him himself his how however i if in into is it its
  itself just let like made make many may me might more most much must my myself no nor not now of off often
  on once one only or other our ours ourselves out over own per same she should so some such than that the
  their theirs them themselves then there these they this those through thus to too under until up upon us
  use used uses using very was we were what when where whether which while who whom whose why will with
  within without would yet you your yours yourself yourselves tell explain describe give show please want
  know need get got thing things way ways something anything lesson lessons course courses chapter page
  section example examples first second new also called often usually read write written
  belong belongs goes means makes help helps keep kept start starts work works able explains covers
  describes includes contains shows`.split(/\s+/),
);

/** A handful of very common words per language, enough to tell which language a document is written in. */
const LANGUAGE_MARKERS: Record<Language, string[]> = {
  en: ['the', 'and', 'of', 'to', 'is', 'in', 'that', 'with', 'for', 'are'],
  es: ['el', 'la', 'de', 'que', 'y', 'en', 'los', 'las', 'del', 'es', 'una', 'por'],
  fr: ['le', 'la', 'les', 'de', 'et', 'des', 'est', 'une', 'du', 'que', 'dans', 'pour'],
  de: ['der', 'die', 'und', 'das', 'ist', 'nicht', 'mit', 'den', 'ein', 'eine', 'zu', 'auf'],
  pt: ['o', 'a', 'de', 'que', 'e', 'do', 'da', 'em', 'um', 'uma', 'os', 'não', 'para'],
};

const WORD = /[\p{L}][\p{L}\p{N}'’-]*/gu;

export function words(text: string): string[] {
  return text.match(WORD) ?? [];
}

export function wordCount(text: string): number {
  return words(text).length;
}

export function isStopword(word: string): boolean {
  return ENGLISH_STOPWORDS.has(word.toLowerCase());
}

/** The words of a question that are worth searching for, lower-cased and without repeats. */
export function searchTerms(text: string, max = 32): string[] {
  const seen = new Set<string>();
  for (const word of words(text)) {
    const lower = word.toLowerCase().replace(/['’-]+$/, '');
    if (lower.length < 2 || isStopword(lower)) continue;
    seen.add(lower);
    if (seen.size >= max) break;
  }
  return [...seen];
}

const LEANING_START =
  /^["“(]?(it|they|there|he|she|we|you|i|here|its|their|(this|that|these|those) (is|are|was|were|has|have|can|will|means|makes|shows|helps|gives))\b/i;

/** A sentence opening with "It" or "You" leans on the one before it: alone, as a card or a quiz, it puzzles. */
export function leansOnPrevious(sentence: string): boolean {
  return LEANING_START.test(sentence);
}

/** Sentences of a text, kept whole; line breaks inside a paragraph count as spaces. */
export function sentences(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .flatMap((paragraph) =>
      paragraph
        .replace(/\s+/g, ' ')
        .trim()
        .split(/(?<=[.!?])\s+(?=["“(]?[\p{Lu}\p{N}])/u),
    )
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence.length > 0);
}

export function detectLanguage(text: string): Language {
  const counts = new Map<string, number>();
  for (const word of words(text.slice(0, 20_000))) {
    const lower = word.toLowerCase();
    counts.set(lower, (counts.get(lower) ?? 0) + 1);
  }
  let best: Language = 'en';
  let bestScore = 0;
  for (const [language, markers] of Object.entries(LANGUAGE_MARKERS) as [Language, string[]][]) {
    const score = markers.reduce((sum, marker) => sum + (counts.get(marker) ?? 0), 0);
    if (score > bestScore) {
      best = language;
      bestScore = score;
    }
  }
  return best;
}

/** Cuts text at a word boundary and marks the cut. */
export function excerpt(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max * 0.6 ? cut.slice(0, lastSpace) : cut).replace(/[\s,;:.-]+$/, '')}…`;
}

function titleCase(phrase: string): string {
  return phrase.replace(
    /(^|\s)(\p{Ll})/gu,
    (_match, space: string, letter: string) => space + letter.toUpperCase(),
  );
}

/**
 * The terms a text keeps coming back to: repeated two-word phrases first, then repeated single words,
 * skipping common words. Used as a lesson's key concepts and as the pool of answer options.
 */
export function keyTerms(text: string, max = 5, { minCount = 1 } = {}): string[] {
  const singles = new Map<string, number>();
  const pairs = new Map<string, number>();
  const content = (token: string | undefined, min: number): token is string =>
    token !== undefined && token.length >= min && !isStopword(token) && !/\d/.test(token);
  // Phrases never run across punctuation: "sand, silt" is a list, not a term.
  // A term counts once per clause: "year after year" is an idiom, not a recurring idea.
  for (const clause of text.split(/[,.;:!?()"“”\n]+/)) {
    const tokens = words(clause).map((word) => word.toLowerCase().replace(/['’-]+$/, ''));
    const seen = new Set<string>();
    tokens.forEach((token, index) => {
      if (!content(token, 4)) return;
      const next = tokens[index + 1];
      for (const term of content(next, 3) ? [token, `${token} ${next}`] : [token]) {
        if (seen.has(term)) continue;
        seen.add(term);
        const counts = term.includes(' ') ? pairs : singles;
        counts.set(term, (counts.get(term) ?? 0) + 1);
      }
    });
  }
  const ranked = [
    ...[...pairs].filter(([, count]) => count >= 2).map(([term, count]) => ({ term, score: count * 2.5 })),
    // Longer words break ties: "photosynthesis" says more than "water".
    ...[...singles]
      .filter(([, count]) => count >= minCount)
      .map(([term, count]) => ({ term, score: count + term.length / 100 })),
  ].sort((a, b) => b.score - a.score || a.term.localeCompare(b.term));
  const chosen: string[] = [];
  for (const { term } of ranked) {
    // A word already inside a chosen phrase (or the reverse), or its plural, adds nothing new.
    const singular = term.replace(/s$/, '');
    const overlaps = (other: string) =>
      other.split(' ').some((word) => word.replace(/s$/, '') === singular) ||
      term.split(' ').some((word) => word.replace(/s$/, '') === other.replace(/s$/, ''));
    if (chosen.some(overlaps)) continue;
    chosen.push(term);
    if (chosen.length >= max) break;
  }
  return chosen.map(titleCase);
}
