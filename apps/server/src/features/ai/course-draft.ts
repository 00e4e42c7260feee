import { LIMITS } from '@somo/contract/limits';
import type { DifficultyLevel } from '@somo/contract/ai';
import type { CourseDraft, DocumentInput, DocumentSection, DraftQuestion } from './assistant';
import { excerpt, keyTerms, leansOnPrevious, sentences, wordCount, words } from './text';

export type DocumentStructure = 'chapters' | 'numbered' | 'titles' | 'pages';

export const STRUCTURE_LABELS: Record<DocumentStructure, string> = {
  chapters: 'Book or manual organised in chapters',
  numbered: 'Document with numbered sections',
  titles: 'Document with titled sections',
  pages: 'Document without headings (split by page)',
};

const READING_WORDS_PER_MINUTE = 200;
const MAX_LESSONS = 40;
const MIN_SECTION_WORDS = 25;
const MAX_QUESTIONS = 10;
const QUESTIONS_PER_LESSON = 2;

const CHAPTER_HEADING =
  /^(chapter|unit|module|lesson|part|topic)\s+(\d{1,3}|[ivxlc]{1,6}|one|two|three|four|five|six|seven|eight|nine|ten)\b\s*[.:\u2013\u2014-]?\s*(.*)$/i;
const NUMBERED_HEADING = /^(\d{1,2})[.)]?\s+(\p{Lu}[^\n]{1,80})$/u;

function isHeadingLine(line: string): boolean {
  if (line.length <= 100 && CHAPTER_HEADING.test(line)) return true;
  if (NUMBERED_HEADING.test(line) && !/[.,;:]$/.test(line)) return true;
  return isTitleLike(line);
}

/**
 * Joins a page's lines into paragraphs, keeps heading-like lines on their own, and mends words hyphenated
 * across a line break.
 */
export function reflowPage(pageText: string): string {
  const lines = pageText
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
  const longest = Math.max(0, ...lines.map((line) => line.length));
  const paragraphs: string[] = [];
  let current = '';
  const flush = () => {
    if (current) paragraphs.push(current);
    current = '';
  };
  for (const line of lines) {
    if (isHeadingLine(line)) {
      flush();
      paragraphs.push(line);
      continue;
    }
    if (!current) current = line;
    else if (/\p{Ll}-$/u.test(current)) current = current.slice(0, -1) + line;
    else current = `${current} ${line}`;
    // A short line that ends a sentence usually ends its paragraph too.
    if (/[.!?:]["”)]?$/.test(line) && line.length < longest * 0.75) flush();
  }
  flush();
  return paragraphs.join('\n');
}

function isTitleLike(line: string): boolean {
  const list = words(line);
  if (list.length === 0 || list.length > 8 || line.length > 60) return false;
  if (/[.,;:!?]$/.test(line) || !/^\p{Lu}/u.test(line)) return false;
  if (line === line.toUpperCase() && /\p{Lu}{3}/u.test(line)) return true;
  const long = list.filter((word) => word.length > 3);
  const capitalised = long.filter((word) => /^\p{Lu}/u.test(word));
  return long.length > 0 && capitalised.length / long.length >= 0.6;
}

type Heading = { line: number; title: string };

function chapterHeadings(lines: string[]): Heading[] {
  return lines.flatMap((line, index) => {
    const match = line.length <= 100 ? CHAPTER_HEADING.exec(line) : null;
    if (!match) return [];
    const label = `${capitalise(match[1] ?? '')} ${match[2] ?? ''}`;
    const rest = (match[3] ?? '').trim();
    return [{ line: index, title: rest ? `${label}: ${rest}` : label }];
  });
}

/**
 * "1 Soil", "2. Water" … counted only while the numbers run in order and text follows each, so the items of
 * a numbered list are not taken for headings.
 */
function numberedHeadings(lines: string[]): Heading[] {
  const found: Heading[] = [];
  let expected = 1;
  lines.forEach((line, index) => {
    const match = NUMBERED_HEADING.exec(line);
    if (!match || /[.,;:]$/.test(line) || Number(match[1]) !== expected) return;
    if (wordCount(lines[index + 1] ?? '') < 8) return;
    found.push({ line: index, title: (match[2] ?? '').trim() });
    expected += 1;
  });
  return found;
}

function titleHeadings(lines: string[]): Heading[] {
  return lines.flatMap((line, index) => {
    const next = lines[index + 1];
    const previous = lines[index - 1];
    const startsBlock = previous === undefined || /[.!?:]["”)]?$/.test(previous);
    return isTitleLike(line) && startsBlock && next !== undefined && wordCount(next) >= 8
      ? [{ line: index, title: line }]
      : [];
  });
}

function capitalise(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1).toLowerCase();
}

function sectionsFromHeadings(lines: string[], headings: Heading[]) {
  const sections: DocumentSection[] = [];
  const prefaceLines = lines.slice(0, headings[0]?.line ?? 0);
  // The document's own title often opens it; it names the course, it is not part of a lesson.
  while (prefaceLines[0] !== undefined && isHeadingLine(prefaceLines[0])) prefaceLines.shift();
  const preface = prefaceLines.join('\n');
  headings.forEach((heading, index) => {
    const end = headings[index + 1]?.line ?? lines.length;
    sections.push({ title: heading.title, text: lines.slice(heading.line + 1, end).join('\n') });
  });
  return { preface, sections };
}

/** A heading with (almost) nothing under it, like "Part One" before "Chapter 1", joins the next section. */
function mergeThinSections(sections: DocumentSection[]): DocumentSection[] {
  const merged: DocumentSection[] = [];
  let carry: DocumentSection | undefined;
  for (const section of sections) {
    const current: DocumentSection = carry
      ? { title: section.title, text: [carry.text, section.text].filter(Boolean).join('\n') }
      : section;
    carry = undefined;
    if (wordCount(current.text) < MIN_SECTION_WORDS) carry = current;
    else merged.push(current);
  }
  if (carry) {
    const last = merged.pop();
    merged.push(last ? { ...last, text: `${last.text}\n${carry.title}\n${carry.text}` } : carry);
  }
  return merged;
}

function pageSections(pages: string[]): DocumentSection[] {
  const sections: DocumentSection[] = [];
  let buffer: string[] = [];
  let firstPage = 1;
  pages.forEach((page, index) => {
    if (page.trim()) buffer.push(page);
    const enough = wordCount(buffer.join(' ')) >= 150 || index === pages.length - 1;
    if (!enough || buffer.length === 0) return;
    const text = buffer.join('\n');
    const range = index + 1 === firstPage ? `Page ${firstPage}` : `Pages ${firstPage}–${index + 1}`;
    const opening = text.split('\n')[0] ?? '';
    sections.push({ title: isTitleLike(opening) ? opening : `${range}: ${excerpt(opening, 50)}`, text });
    buffer = [];
    firstPage = index + 2;
  });
  return sections;
}

/** Too many small sections make a tiring course: neighbours are joined until the count is reasonable. */
function capSectionCount(sections: DocumentSection[]): DocumentSection[] {
  if (sections.length <= MAX_LESSONS) return sections;
  const size = Math.ceil(sections.length / MAX_LESSONS);
  const grouped: DocumentSection[] = [];
  for (let start = 0; start < sections.length; start += size) {
    const group = sections.slice(start, start + size);
    grouped.push({
      title: group[0]?.title ?? `Part ${grouped.length + 1}`,
      text: group
        .map((section, index) => (index === 0 ? section.text : `${section.title}\n${section.text}`))
        .join('\n'),
    });
  }
  return grouped;
}

/** Lessons longer than a lesson may be are continued in a second part. */
function fitLessonLength(sections: DocumentSection[]): DocumentSection[] {
  const max = LIMITS.lessonContent;
  return sections.flatMap((section) => {
    if (section.text.length <= max) return [section];
    const parts: DocumentSection[] = [];
    for (let start = 0, part = 1; start < section.text.length; part += 1) {
      let end = Math.min(section.text.length, start + max);
      const paragraphEnd = section.text.lastIndexOf('\n', end);
      if (end < section.text.length && paragraphEnd > start + max / 2) end = paragraphEnd;
      parts.push({ title: `${section.title} (part ${part})`, text: section.text.slice(start, end).trim() });
      start = end;
    }
    return parts;
  });
}

function clipTitle(title: string): string {
  return excerpt(title, LIMITS.lessonTitle);
}

/**
 * Splits a document into lessons: by 'Chapter'/'Unit'/'Module' headings, else numbered headings, else short
 * title lines, else by pages. Text before the first heading becomes an introduction when it says enough.
 */
export function splitIntoSections(pages: string[]): {
  sections: DocumentSection[];
  structure: DocumentStructure;
  preface: string;
} {
  const reflowed = pages.map(reflowPage);
  const lines = reflowed.flatMap((page) => page.split('\n')).filter(Boolean);
  const strategies: [DocumentStructure, Heading[]][] = [
    ['chapters', chapterHeadings(lines)],
    ['numbered', numberedHeadings(lines)],
    ['titles', titleHeadings(lines)],
  ];
  for (const [structure, headings] of strategies) {
    if (headings.length < 2) continue;
    const { preface, sections } = sectionsFromHeadings(lines, headings);
    const lessons = mergeThinSections(sections);
    if (lessons.length < 2) continue;
    const withIntro =
      wordCount(preface) >= MIN_SECTION_WORDS
        ? [{ title: 'Introduction', text: preface }, ...lessons]
        : lessons;
    return {
      sections: fitLessonLength(capSectionCount(withIntro)).map((s) => ({ ...s, title: clipTitle(s.title) })),
      structure,
      preface,
    };
  }
  const sections = fitLessonLength(capSectionCount(pageSections(reflowed)));
  return {
    sections: sections.map((s) => ({ ...s, title: clipTitle(s.title) })),
    structure: 'pages',
    preface: '',
  };
}

export function readingMinutes(text: string): number {
  return Math.max(1, Math.round(wordCount(text) / READING_WORDS_PER_MINUTE));
}

/** Long sentences and long words make harder reading; the thresholds match common readability bands. */
export function estimateDifficulty(text: string): DifficultyLevel {
  const list = words(text);
  const sentenceCount = Math.max(1, sentences(text).length);
  if (list.length === 0) return 'beginner';
  const wordsPerSentence = list.length / sentenceCount;
  const lettersPerWord = list.reduce((sum, word) => sum + word.length, 0) / list.length;
  if (wordsPerSentence > 24 || lettersPerWord > 5.8) return 'advanced';
  if (wordsPerSentence < 16 && lettersPerWord < 5) return 'beginner';
  return 'intermediate';
}

const AUDIENCE: Record<DifficultyLevel, (topic: string) => string> = {
  beginner: (topic) => `Beginners: no prior knowledge of ${topic} is needed.`,
  intermediate: (topic) => `Learners with some background in ${topic} who want to go further.`,
  advanced: (topic) => `Experienced learners ready for in-depth material on ${topic}.`,
};

export function targetAudience(difficulty: DifficultyLevel, topic: string): string {
  return AUDIENCE[difficulty](topic);
}

const OBJECTIVE_VERBS = ['Explain', 'Describe', 'Apply', 'Identify', 'Summarise', 'Compare'];

function learningObjectives(lessons: { title: string; keyConcepts: string[] }[]): string[] {
  return lessons.slice(0, 6).map((lesson, index) => {
    const verb = OBJECTIVE_VERBS[index % OBJECTIVE_VERBS.length] ?? 'Explain';
    const concepts = lesson.keyConcepts.slice(0, 3);
    return concepts.length > 0
      ? `${verb} the key ideas of “${lesson.title}”: ${concepts.join(', ')}`
      : `${verb} the key ideas of “${lesson.title}”`;
  });
}

/** A stable pseudo-random number from text, so the same document always gives the same quiz. */
function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i += 1) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

function containsTerm(sentence: string, term: string): RegExpExecArray | null {
  const escaped = term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(^|[^\\p{L}])(${escaped})(?=[^\\p{L}]|$)`, 'iu').exec(sentence);
}

/**
 * A fill-in-the-blank question with the document's own terms as wrong options: the distractors are key
 * concepts of other parts of the same document, so they are plausible to someone who skimmed it.
 */
function blankQuestion(
  sentence: string,
  term: string,
  lessonTitle: string,
  pool: string[],
): DraftQuestion | undefined {
  const match = containsTerm(sentence, term);
  if (!match) return undefined;
  const lower = term.toLowerCase();
  const distractors = pool
    .filter((other) => {
      const candidate = other.toLowerCase();
      return !candidate.includes(lower) && !lower.includes(candidate) && !containsTerm(sentence, other);
    })
    .sort((a, b) => (hash(sentence + a) % 1000) - (hash(sentence + b) % 1000))
    .slice(0, 3);
  if (distractors.length < 2) return undefined;
  const blanked = sentence.replace(
    new RegExp(`(^|[^\\p{L}])(${term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')})(?=[^\\p{L}]|$)`, 'iu'),
    (_all, before: string) => `${before}_____`,
  );
  const correctAnswer = hash(sentence) % (distractors.length + 1);
  const options = [...distractors];
  options.splice(correctAnswer, 0, term);
  return {
    question: `Which term completes this sentence from “${lessonTitle}”? “${blanked}”`,
    options,
    correctAnswer,
  };
}

function usableSentence(sentence: string): boolean {
  const count = wordCount(sentence);
  return count >= 6 && count <= 45 && /^["“(]?\p{Lu}/u.test(sentence) && !leansOnPrevious(sentence);
}

export function buildQuestions(lessons: { title: string; content: string; keyConcepts: string[] }[]) {
  const pool = [...new Set(lessons.flatMap((lesson) => lesson.keyConcepts))];
  const questions: DraftQuestion[] = [];
  const usedSentences = new Set<string>();
  for (const lesson of lessons) {
    let made = 0;
    const candidates = sentences(lesson.content).filter(usableSentence);
    for (const term of lesson.keyConcepts) {
      if (made >= QUESTIONS_PER_LESSON || questions.length >= MAX_QUESTIONS) break;
      // A defining sentence ("Humus is …") makes the best question; any sentence using the term will do.
      const fresh = candidates.filter((s) => !usedSentences.has(s) && containsTerm(s, term));
      const sentence = fresh.find((s) => /\b(is|are|means|refers to)\b/.test(s)) ?? fresh[0];
      const question = sentence ? blankQuestion(sentence, term, lesson.title, pool) : undefined;
      if (!sentence || !question) continue;
      usedSentences.add(sentence);
      questions.push(question);
      made += 1;
    }
  }
  if (questions.length === 0 && lessons.length >= 2) return lessonQuestions(lessons);
  return questions;
}

/** With too few repeated terms for blanks, ask which lesson covers a concept; the other lessons are the options. */
function lessonQuestions(lessons: { title: string; keyConcepts: string[] }[]): DraftQuestion[] {
  const titles = lessons.map((lesson) => lesson.title);
  return lessons.slice(0, MAX_QUESTIONS).flatMap((lesson) => {
    const concept = lesson.keyConcepts[0];
    if (!concept) return [];
    const others = titles.filter((title) => title !== lesson.title).slice(0, 3);
    const correctAnswer = hash(lesson.title) % (others.length + 1);
    const options = [...others];
    options.splice(correctAnswer, 0, lesson.title);
    return [{ question: `Which lesson covers “${concept}”?`, options, correctAnswer }];
  });
}

/** Terms the lesson repeats; a short lesson that repeats nothing still gets its longest words. */
function lessonConcepts(text: string): string[] {
  const repeated = keyTerms(text, 5, { minCount: 2 });
  return repeated.length >= 2 ? repeated : keyTerms(text, 3);
}

/** The built-in drafter: everything from the document itself, by the rules above. */
export function draftCourseFromDocument(input: DocumentInput): CourseDraft {
  const lessons = input.sections.map((section) => ({
    title: section.title,
    content: section.text,
    keyConcepts: lessonConcepts(section.text),
  }));
  const allText = input.sections.map((section) => section.text).join('\n\n');
  const difficulty = estimateDifficulty(allText);
  const title = excerpt(input.documentTitle, LIMITS.courseTitle);
  const topic = keyTerms(allText, 1)[0]?.toLowerCase() ?? title;
  // The document's own first sentences, in order: "It covers …" reads fine after the one before it.
  const opening = sentences(allText)
    .filter((sentence) => wordCount(sentence) >= 6)
    .slice(0, 2)
    .join(' ');
  return {
    title,
    description: excerpt(`A course based on “${title}”. ${opening}`.trim(), 600),
    difficulty,
    targetAudience: targetAudience(difficulty, topic),
    learningObjectives: learningObjectives(lessons),
    lessons,
    questions: buildQuestions(lessons),
  };
}
