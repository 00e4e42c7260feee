import type { TutorSource } from '@somo/contract/ai';
import type { Passage } from './assistant';
import { keyTerms, leansOnPrevious, sentences, words } from './text';

export type Flashcard = { question: string; answer: string; source: TutorSource };

type Card = { question: string; answer: string };

const DEFINITION =
  /^(?:(a|an|the)\s+)?([\p{L}][\p{L}\p{N}'’() -]{1,60}?)\s+(is|are|means|refers to)\s+(.{8,})$/iu;
/** "Every document you create is saved…" states a fact about many things; it defines none of them. */
const QUANTIFIED =
  /^(every|each|all|any|some|most|many|much|no|few|several|both|either|neither|other|such|your|our|my)\b/i;
/** A sentence gives at most this many cards: its best one first, another only when the topic needs more. */
const CARDS_PER_SENTENCE = 2;

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

function definitionCard(sentence: string, lessonText: string): Card | undefined {
  const match = DEFINITION.exec(sentence);
  const subject = match?.[2]?.trim();
  const verb = match?.[3]?.toLowerCase();
  if (!subject || !verb || leansOnPrevious(subject) || QUANTIFIED.test(subject) || words(subject).length > 5)
    return undefined;
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

function clozeCard(sentence: string, term: string): Card | undefined {
  const pattern = new RegExp(`(^|[^\\p{L}])(${escapeRegExp(term)})(?=[^\\p{L}]|$)`, 'iu');
  const match = pattern.exec(sentence);
  if (!match?.[2]) return undefined;
  const blanked = sentence.replace(pattern, (_all, before: string) => `${before}_____`);
  return { question: `Fill in the blank: ${blanked}`, answer: match[2] };
}

/**
 * The cards one sentence can give, best first: its definition, then blanks on the terms the lesson keeps
 * using, then on the sentence's own weightiest words, so a sentence never goes unused for want of a repeat.
 */
function sentenceCards(sentence: string, lessonText: string, lessonTerms: string[]): Card[] {
  const cards: Card[] = [];
  const definition = definitionCard(sentence, lessonText);
  if (definition) cards.push(definition);
  const answers = new Set<string>();
  for (const term of [...lessonTerms, ...keyTerms(sentence, 3)]) {
    const card = clozeCard(sentence, term);
    if (!card || answers.has(card.answer.toLowerCase())) continue;
    answers.add(card.answer.toLowerCase());
    cards.push(card);
  }
  return cards.slice(0, CARDS_PER_SENTENCE);
}

type Candidate = { cards: Card[]; passage: Passage };

/**
 * Question and answer pairs taken from the passages, best-ranked first, `count` of them when the material holds
 * enough. Each usable sentence first gives its best card: a definition ("X is …") becomes "What is X?", any
 * other sentence a fill-in-the-blank on a term the lesson keeps using. Then each lesson's opening line answers
 * "What is the lesson about?", and only then does a sentence give a second card, so a short topic still gets
 * as many cards as its material allows without one sentence crowding out the others.
 */
export function buildFlashcards(passages: Passage[], topicTerms: string[], count: number): Flashcard[] {
  const cards: Flashcard[] = [];
  const asked = new Set<string>();
  const add = (card: Card | undefined, passage: Passage) => {
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
  const candidates: Candidate[] = passages.flatMap((passage) =>
    sentences(passage.text)
      .filter(usable)
      .map((sentence) => ({
        passage,
        cards: sentenceCards(
          sentence,
          lessonText.get(passage.lesson_id) ?? '',
          termsOf.get(passage.lesson_id) ?? topicTerms,
        ),
      })),
  );

  for (const { cards: options, passage } of candidates) add(options[0], passage);
  for (const passage of passages) {
    const opening = sentences(passage.text).find(usable);
    if (opening)
      add({ question: `What is the lesson “${passage.lesson_title}” about?`, answer: opening }, passage);
  }
  for (const { cards: options, passage } of candidates)
    options.slice(1).forEach((card) => add(card, passage));
  return cards;
}

/** Why a topic got fewer cards than asked for: its material holds too few clear statements for more. */
export function shortfallNotice(made: number, wanted: number): string {
  return (
    `I could make ${made} of the ${wanted} flashcards for this topic: your course material says too little ` +
    `about it for more questions that have a clear answer in the lessons. For more cards, try a broader topic ` +
    `or one your lessons cover at length.`
  );
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
