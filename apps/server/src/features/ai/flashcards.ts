import type { TutorSource } from '@somo/contract/ai';
import type { Passage } from './assistant';
import { keyTerms, leansOnPrevious, sentences, words } from './text';

export type Flashcard = { question: string; answer: string; source: TutorSource };

const DEFINITION =
  /^(?:(a|an|the)\s+)?([\p{L}][\p{L}\p{N}'’() -]{1,60}?)\s+(is|are|means|refers to)\s+(.{8,})$/iu;

function usable(sentence: string): boolean {
  const count = words(sentence).length;
  return (
    count >= 5 &&
    count <= 60 &&
    sentence.length <= 320 &&
    /^["“(]?[\p{Lu}\p{N}]/u.test(sentence) &&
    !leansOnPrevious(sentence)
  );
}

function definitionCard(
  sentence: string,
  lessonText: string,
): { question: string; answer: string } | undefined {
  const match = DEFINITION.exec(sentence);
  const subject = match?.[2]?.trim();
  const verb = match?.[3]?.toLowerCase();
  if (!subject || !verb || leansOnPrevious(subject) || words(subject).length > 5) return undefined;
  const article = match?.[1] ? `${match[1].toLowerCase()} ` : '';
  const term = article + inSentenceCase(subject, lessonText);
  const question =
    verb === 'means'
      ? `What does ${term} mean?`
      : verb === 'refers to'
        ? `What does ${term} refer to?`
        : `What ${verb} ${term}?`;
  return { question, answer: sentence };
}

/** "Variables" opening a sentence is "variables" in a question, when the lesson also writes it so; "Python" is not. */
function inSentenceCase(subject: string, lessonText: string): string {
  const first = subject.split(' ')[0] ?? '';
  const lower = first.toLowerCase();
  if (first === lower) return subject;
  const writtenLower = new RegExp(`(^|[^\\p{L}])${escapeRegExp(lower)}(?=[^\\p{L}]|$)`, 'u').test(lessonText);
  return writtenLower ? lower + subject.slice(first.length) : subject;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function clozeCard(sentence: string, terms: string[]): { question: string; answer: string } | undefined {
  for (const term of terms) {
    const pattern = new RegExp(`(^|[^\\p{L}])(${escapeRegExp(term)})(?=[^\\p{L}]|$)`, 'iu');
    const match = pattern.exec(sentence);
    if (!match?.[2]) continue;
    const blanked = sentence.replace(pattern, (_all, before: string) => `${before}_____`);
    return { question: `Fill in the blank: ${blanked}`, answer: match[2] };
  }
  return undefined;
}

/**
 * Question and answer pairs taken from the passages, best-ranked first: a definition ("X is …") becomes
 * "What is X?", other sentences become fill-in-the-blank cards on a term the lesson keeps using, and a
 * lesson's opening line answers "What is the lesson about?" when the rest runs out.
 */
export function buildFlashcards(passages: Passage[], topicTerms: string[], count: number): Flashcard[] {
  const cards: Flashcard[] = [];
  const asked = new Set<string>();
  const add = (card: { question: string; answer: string } | undefined, passage: Passage) => {
    if (!card || cards.length >= count) return;
    const key = card.question.toLowerCase();
    if (asked.has(key)) return;
    asked.add(key);
    const { course_id, course_title, lesson_id, lesson_title } = passage;
    cards.push({ ...card, source: { course_id, course_title, lesson_id, lesson_title } });
  };
  const lessonText = new Map<number, string>();
  for (const passage of passages) {
    lessonText.set(passage.lesson_id, `${lessonText.get(passage.lesson_id) ?? ''}\n\n${passage.text}`);
  }
  const termsOf = new Map(
    [...lessonText].map(([id, text]) => [id, [...topicTerms, ...keyTerms(text, 8, { minCount: 2 })]]),
  );

  for (const passage of passages) {
    for (const sentence of sentences(passage.text).filter(usable)) {
      add(
        definitionCard(sentence, lessonText.get(passage.lesson_id) ?? '') ??
          clozeCard(sentence, termsOf.get(passage.lesson_id) ?? topicTerms),
        passage,
      );
    }
  }
  for (const passage of passages) {
    const opening = sentences(passage.text).find(usable);
    if (opening)
      add({ question: `What is the lesson “${passage.lesson_title}” about?`, answer: opening }, passage);
  }
  return cards;
}

/** Spec 01 §7: flashcards travel as lines beginning with Q: and A:. */
export function formatFlashcards(cards: { question: string; answer: string }[]): string {
  return cards.map((card) => `Q: ${oneLine(card.question)}\nA: ${oneLine(card.answer)}`).join('\n\n');
}

function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** Reads Q:/A: pairs back from text (a model's answer), ignoring anything else. */
export function parseFlashcards(text: string): { question: string; answer: string }[] {
  const cards: { question: string; answer: string }[] = [];
  let question: string | undefined;
  for (const raw of text.split('\n')) {
    const line = raw.replace(/^[\s*>#-]*(\d+[.)]\s*)?(\*\*)?/, '').replace(/\*\*/g, '');
    const q = /^Q\s*[:.]\s*(.+)$/i.exec(line);
    const a = /^A\s*[:.]\s*(.+)$/i.exec(line);
    if (q?.[1]) question = q[1].trim();
    else if (a?.[1] && question) {
      cards.push({ question, answer: a[1].trim() });
      question = undefined;
    }
  }
  return cards;
}
