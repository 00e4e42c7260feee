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
import { findAttemptInProgress, pausedNotice } from './guardrails';
import { splitPassages } from './passages';
import { FALLBACK_NOTICE, runWithFallback } from './providers';
import {
  findLessonInScope,
  hasAnyLesson,
  rankTexts,
  searchLessons,
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
    splitPassages(lesson.content)
      .slice(0, PASSAGES_PER_LESSON)
      .map((text, position) => ({ ...toSource(lesson), text, position })),
  );
  const ranks = await rankTexts(
    db,
    terms,
    candidates.map((candidate) => candidate.text),
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

/** The material for one question: lesson passages only, best first, within the user's own courses. */
async function gatherMaterial(db: Db, actor: Actor, request: TutorRequest): Promise<TutorInput> {
  const history = request.conversation_history.slice(-TUTOR_HISTORY_ENTRIES);
  const limits = LIMITS_BY_AGENT[request.agent];
  const focus = request.lesson_id ? await findLessonInScope(db, actor, request.lesson_id) : undefined;
  if (request.lesson_id && !focus) notFound('Lesson not found.');
  const terms = termsFor(request, history);
  const hits = await searchLessons(db, actor, terms, limits.lessons);
  const lessons = focus ? [focus, ...hits.filter((hit) => hit.lesson_id !== focus.lesson_id)] : hits;
  const passages = (await rankedPassages(db, lessons, terms, focus)).slice(0, limits.passages);
  const noMaterial = passages.length === 0 && !(await hasAnyLesson(db, actor));
  return {
    prompt: request.prompt,
    history: request.agent === 'Tutor' ? history : [],
    passages,
    focus: focus ? toSource(focus) : undefined,
    noMaterial,
  };
}

export async function askTutor(ctx: AppContext, actor: Actor, request: TutorRequest): Promise<TutorResponse> {
  await enforceRateLimit(ctx, `ai:user:${actor.id}`, ctx.config.rateLimits.ai);
  const started = performance.now();
  // No help from the assistant while an assessment is running: it must not become a way to look up answers.
  const attempt = actor.role === 'student' ? await findAttemptInProgress(ctx.db, actor.id) : undefined;
  if (attempt) {
    await logAiCall(ctx.db, {
      userId: actor.id,
      agent: request.agent,
      provider: 'none',
      failure: 'paused',
      latencyMs: performance.now() - started,
    });
    return { response: pausedNotice(attempt.title), sources: [] };
  }
  const input = await gatherMaterial(ctx.db, actor, request);
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
