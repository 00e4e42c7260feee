import { markdownToPlainText } from '@somo/contract/markdown';
import type { z } from 'zod';
import {
  TUTOR_HISTORY_ENTRIES,
  type TutorBody,
  type TutorResponse,
  type TutorSource,
} from '@somo/contract/ai';
import type { Db } from '../../db/client';
import type { Actor } from '../../lib/auth';
import type { AppContext } from '../../lib/context';
import { notFound } from '../../lib/errors';
import { enforceRateLimit } from '../../lib/rate-limit';
import { logAiCall } from './ai-calls';
import type { Passage, TutorInput } from './assistant';
import { findTutorCourse, listTutorCourses, type TutorCourse } from './ai.policy';
import { NO_MATERIAL_TEXT, pickCourseText } from './builtin-provider';
import { findAttemptInProgress, pausedNotice } from './guardrails';
import { splitPassages } from './passages';
import { FALLBACK_NOTICE, runWithFallback } from './providers';
import {
  courseHasLessons,
  findCourseLesson,
  rankTexts,
  searchCourseLessons,
  type LessonHit,
} from './retrieval.queries';
import { searchTerms } from './text';

type TutorRequest = z.output<typeof TutorBody>;

const LIMITS_BY_AGENT = {
  Tutor: { lessons: 5, passages: 8 },
  FlashCard: { lessons: 8, passages: 40 },
} as const;
const PASSAGES_PER_LESSON = 200;
/** Keeps the lesson a learner came from ahead of equally good passages elsewhere. */
const FOCUS_BONUS = 0.05;

function toSource(hit: LessonHit): TutorSource {
  return {
    course_id: hit.course_id,
    course_title: hit.course_title,
    lesson_id: hit.lesson_id,
    lesson_title: hit.lesson_title,
  };
}

/** A follow-up such as "why?" has no words to search for: the learner's previous question supplies them. */
function termsFor(request: TutorRequest, history: TutorRequest['conversation_history']): string[] {
  const terms = searchTerms(request.prompt);
  if (terms.length > 0 || request.agent !== 'Tutor') return terms;
  const previous = history.findLast((entry) => entry.role === 'user');
  return previous ? searchTerms(previous.content) : [];
}

async function rankedPassages(db: Db, lessons: LessonHit[], terms: string[], focus?: LessonHit) {
  const candidates = lessons.flatMap((lesson) =>
    // The assistant reads what a lesson says, not its Markdown.
    splitPassages(markdownToPlainText(lesson.content))
      .slice(0, PASSAGES_PER_LESSON)
      .map((text, position) => ({ ...toSource(lesson), text, position })),
  );
  // A passage is read under its lesson's title: every part of "Numbers one to twenty" is about numbers.
  const ranks = await rankTexts(
    db,
    terms,
    candidates.map((candidate) => `${candidate.lesson_title}\n\n${candidate.text}`),
  );
  const ranked: Passage[] = candidates.map((candidate, index) => {
    const rank = ranks[index] ?? 0;
    const bonus = focus && candidate.lesson_id === focus.lesson_id && rank > 0 ? FOCUS_BONUS : 0;
    return { ...candidate, rank: rank + bonus };
  });
  const matching = ranked.filter((passage) => passage.rank > 0).sort((a, b) => b.rank - a.rank);
  if (matching.length > 0 || !focus) return matching;
  // "Explain this lesson" shares no words with the lesson itself: its opening explains it best.
  return ranked.filter((passage) => passage.lesson_id === focus.lesson_id);
}

/** Where a question is asked: its course, and the lesson to answer from first when one is given. */
type TutorContext = { course: TutorCourse; focus?: LessonHit };

/** Settles the course and lesson before anything is read, so a refusal never depends on what was found. */
async function resolveContext(
  db: Db,
  actor: Actor,
  request: TutorRequest,
): Promise<TutorContext | undefined> {
  if (request.course_id === undefined) return undefined;
  const course = await findTutorCourse({ db, actor, courseId: request.course_id });
  if (request.lesson_id === undefined) return { course };
  const focus = await findCourseLesson(db, course.id, request.lesson_id);
  if (!focus) notFound('Lesson not found.');
  return { course, focus };
}

/** The material for one question: passages of the one course's lessons, best first. */
async function gatherMaterial(db: Db, context: TutorContext, request: TutorRequest): Promise<TutorInput> {
  const { course, focus } = context;
  const history = request.conversation_history.slice(-TUTOR_HISTORY_ENTRIES);
  const limits = LIMITS_BY_AGENT[request.agent];
  const terms = termsFor(request, history);
  const hits = await searchCourseLessons(db, course.id, terms, limits.lessons);
  const lessons = focus ? [focus, ...hits.filter((hit) => hit.lesson_id !== focus.lesson_id)] : hits;
  const passages = (await rankedPassages(db, lessons, terms, focus)).slice(0, limits.passages);
  const noMaterial = passages.length === 0 && !(await courseHasLessons(db, course.id));
  return {
    prompt: request.prompt,
    history: request.agent === 'Tutor' ? history : [],
    course,
    passages,
    focus: focus ? toSource(focus) : undefined,
    noMaterial,
  };
}

/** A question in no course is answered by asking which course, never from all of them at once. */
async function askForCourse(db: Db, actor: Actor, agent: TutorRequest['agent']): Promise<string> {
  const choices = await listTutorCourses({ db, actor });
  if (choices.length === 0 && actor.role !== 'admin') return NO_MATERIAL_TEXT;
  return pickCourseText(agent, choices);
}

type AskTutorInput = { ctx: AppContext; actor: Actor; request: TutorRequest };

export async function askTutor({ ctx, actor, request }: AskTutorInput): Promise<TutorResponse> {
  await enforceRateLimit(ctx, `ai:user:${actor.id}`, ctx.config.rateLimits.ai);
  const started = performance.now();
  const context = await resolveContext(ctx.db, actor, request);
  const answerWithout = async (response: string, failure: string) => {
    await logAiCall(ctx.db, {
      userId: actor.id,
      agent: request.agent,
      provider: 'none',
      failure,
      latencyMs: performance.now() - started,
    });
    return { response, sources: [] };
  };
  // No help from the assistant while an assessment is running: it must not become a way to look up answers.
  const attempt = actor.role === 'student' ? await findAttemptInProgress(ctx.db, actor.id) : undefined;
  if (attempt) return answerWithout(pausedNotice(attempt.title), 'paused');
  if (!context) return answerWithout(await askForCourse(ctx.db, actor, request.agent), 'no_course');
  const input = await gatherMaterial(ctx.db, context, request);
  const { result, fellBack } = await runWithFallback(
    ctx,
    { userId: actor.id, agent: request.agent },
    (provider) => (request.agent === 'FlashCard' ? provider.flashcards(input) : provider.tutor(input)),
  );
  return {
    response: fellBack ? `${FALLBACK_NOTICE}\n\n${result.text}` : result.text,
    sources: result.sources,
  };
}
