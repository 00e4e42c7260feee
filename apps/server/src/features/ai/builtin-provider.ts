import { FLASHCARDS_PER_TOPIC } from '@somo/contract/ai';
import {
  uniqueSources,
  type AiProvider,
  type AssistantAnswer,
  type Passage,
  type TutorInput,
} from './assistant';
import { draftCourseFromDocument } from './course-draft';
import { buildFlashcards, formatFlashcards, shortfallNotice } from './flashcards';
import { excerpt, searchTerms } from './text';

const QUOTES_PER_ANSWER = 3;
const QUOTES_PER_LESSON = 2;
const QUOTES_FROM_FOCUS = 3;
const QUOTE_CHARS = 600;

export const NO_MATERIAL_TEXT =
  'You have no course material yet, so there is nothing for me to answer from. Enrol in a course (or add ' +
  'lessons to your own) and ask again.';

/** How many course titles a "which course?" answer names before it says how many more there are. */
const COURSES_NAMED = 8;

/**
 * The answer to a question asked in no course: the assistant reads one course at a time, so it asks which
 * of the user's courses to use instead of guessing from all of them.
 */
export function pickCourseText(agent: 'Tutor' | 'FlashCard', courses: { title: string }[]): string {
  const question =
    agent === 'Tutor'
      ? 'Which course is your question about?'
      : 'Which course should the flashcards come from?';
  const named = courses.slice(0, COURSES_NAMED).map((course) => `“${course.title}”`);
  const more = courses.length - named.length;
  const list = more > 0 ? `${named.join(', ')} and ${more} more` : named.join(', ');
  const choice = courses.length > 0 ? `Choose one of your courses first: ${list}.` : 'Choose a course first.';
  return `${question} ${choice} I answer from the lessons of that course only.`;
}

export function emptyCourseText(courseTitle: string): string {
  return (
    `The course “${courseTitle}” has no lessons yet, so there is nothing for me to answer from. ` +
    'Ask again once its lessons are added.'
  );
}

export function nothingFoundText(prompt: string, agent: 'Tutor' | 'FlashCard', courseTitle: string): string {
  const topic = excerpt(prompt, 80);
  return agent === 'Tutor'
    ? `I couldn't find anything about “${topic}” in the course “${courseTitle}”. Try asking with words its ` +
        'lessons use, or open a lesson and choose Explain with AI.'
    : `I couldn't find anything about “${topic}” in the course “${courseTitle}”, so I can't make flashcards ` +
        'on it. Try a topic its lessons cover.';
}

/**
 * The best passages, at most two per lesson so one long lesson does not crowd out the rest. A question asked
 * from a lesson that lesson answers is answered from it alone, quoted in the lesson's own order.
 */
function pickQuotes(passages: Passage[], focusLessonId?: number): Passage[] {
  const fromFocus = passages.filter((passage) => passage.lesson_id === focusLessonId);
  if (fromFocus.length > 0) {
    return fromFocus.slice(0, QUOTES_FROM_FOCUS).sort((a, b) => a.position - b.position);
  }
  const chosen: Passage[] = [];
  const perLesson = new Map<number, number>();
  for (const passage of passages) {
    const used = perLesson.get(passage.lesson_id) ?? 0;
    if (used >= QUOTES_PER_LESSON) continue;
    chosen.push(passage);
    perLesson.set(passage.lesson_id, used + 1);
    if (chosen.length >= QUOTES_PER_ANSWER) break;
  }
  return chosen;
}

function lessonLabel(passage: Pick<Passage, 'lesson_title' | 'course_title'>): string {
  return `“${passage.lesson_title}” (${passage.course_title})`;
}

/** Quotes the best passages lesson by lesson and names every lesson it used. */
export function composeTutorAnswer(input: TutorInput): AssistantAnswer {
  if (input.noMaterial) return { text: emptyCourseText(input.course.title), sources: [] };
  const quotes = pickQuotes(input.passages, input.focus?.lesson_id);
  if (quotes.length === 0) {
    return { text: nothingFoundText(input.prompt, 'Tutor', input.course.title), sources: [] };
  }
  const sources = uniqueSources(quotes);
  const quoted = (lessonId: number) =>
    quotes
      .filter((quote) => quote.lesson_id === lessonId)
      .map((quote) => `“${excerpt(quote.text, QUOTE_CHARS)}”`);
  const [only] = sources;
  if (sources.length === 1 && only) {
    return {
      text: [`Here is what the lesson ${lessonLabel(only)} says about this:`, ...quoted(only.lesson_id)].join(
        '\n\n',
      ),
      sources,
    };
  }
  const blocks = sources.map(
    (source) => `From ${lessonLabel(source)}:\n${quoted(source.lesson_id).join('\n')}`,
  );
  return { text: ['Here is what your course material says about this:', ...blocks].join('\n\n'), sources };
}

export function composeFlashcards(input: TutorInput): AssistantAnswer {
  if (input.noMaterial) return { text: emptyCourseText(input.course.title), sources: [] };
  const cards = buildFlashcards(input.passages, searchTerms(input.prompt), FLASHCARDS_PER_TOPIC);
  if (cards.length === 0) {
    return { text: nothingFoundText(input.prompt, 'FlashCard', input.course.title), sources: [] };
  }
  const shortfall =
    cards.length < FLASHCARDS_PER_TOPIC ? `${shortfallNotice(cards.length, FLASHCARDS_PER_TOPIC)}\n\n` : '';
  return {
    text: shortfall + formatFlashcards(cards),
    sources: uniqueSources(cards.map((card) => card.source)),
  };
}

/** Works offline from the course material alone; no model, no network. */
export function createBuiltinProvider(): AiProvider {
  return {
    name: 'builtin',
    tutor: async (input) => composeTutorAnswer(input),
    flashcards: async (input) => composeFlashcards(input),
    draftCourse: async (input) => draftCourseFromDocument(input),
  };
}
