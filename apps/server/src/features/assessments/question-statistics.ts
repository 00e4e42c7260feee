import type { QuestionStatistics } from '@somo/contract/assessment-results';
import {
  questionPoints,
  type Answers,
  type Question,
  type QuestionSource,
  type QuestionType,
} from '@somo/contract/assessments';
import type { Paper, PaperSource } from '../../db/schema/assessments';
import { isAnswered, questionCredit } from './grading';
import { attemptQuestions, attemptSources, sourceKey } from './paper';

/**
 * Per-question figures over finished attempts. Each attempt is read on its own paper (or the assessment's own
 * questions) and mapped back by the paper's sources: a question counts once for every attempt that asked it,
 * whatever place it had there, and a chosen option by its place as the question is written.
 */

type FinishedAttempt = { answers: Answers; manualGrades: Record<string, boolean>; paper: Paper | null };
type Answer = Answers[string];

/** A wrong answer, by its option as written ('0', '1', …) or 'true' / 'false'. */
type WrongKey = string;

type Tally = {
  source: QuestionSource;
  /** The question as last asked: its text and type are shown (its options are in that student's order). */
  question: Question;
  optionTexts: Map<number, string>;
  asked: number;
  answered: number;
  correct: number;
  credit: number;
  points: number;
  wrong: Map<WrongKey, number>;
};

const round = (value: number, decimals: number) => Number(value.toFixed(decimals));

/** The wrong answers in an answer, as written: none for question types without options to choose. */
function wrongChoices(question: Question, source: PaperSource, answer: Answer | undefined): WrongKey[] {
  const asWritten = (place: number) => String(source.options[place] ?? place);
  switch (question.type) {
    case 'multiple_choice':
      return typeof answer === 'number' && answer !== question.correct_answer ? [asWritten(answer)] : [];
    case 'multiple_select':
      return Array.isArray(answer)
        ? [...new Set(answer)].filter((place) => !question.correct_answers.includes(place)).map(asWritten)
        : [];
    case 'true_false':
      return typeof answer === 'boolean' && answer !== question.correct_answer ? [String(answer)] : [];
    default:
      return [];
  }
}

const CHOOSING: readonly QuestionType[] = ['multiple_choice', 'multiple_select', 'true_false'];

function mostChosenWrong(tally: Tally): QuestionStatistics['most_chosen_wrong'] {
  if (!CHOOSING.includes(tally.question.type)) return null;
  let top: [WrongKey, number] | undefined;
  for (const entry of tally.wrong) if (!top || entry[1] > top[1]) top = entry;
  if (!top) return null;
  const [key, count] = top;
  if (key === 'true' || key === 'false') {
    return { answer: key === 'true', text: key === 'true' ? 'True' : 'False', count };
  }
  return { answer: Number(key), text: tally.optionTexts.get(Number(key)) ?? '', count };
}

function newTally(source: QuestionSource, question: Question): Tally {
  return {
    source: { origin: source.origin, id: source.id },
    question,
    optionTexts: new Map(),
    asked: 0,
    answered: 0,
    correct: 0,
    credit: 0,
    points: 0,
    wrong: new Map(),
  };
}

/** One attempt's answer to the question, with the question as that attempt was asked it. */
type Asked = {
  question: Question;
  source: PaperSource;
  points: number;
  answer: Answer | undefined;
  manualGrade: boolean | undefined;
};

function count(tally: Tally, { question, source, points, answer, manualGrade }: Asked) {
  const credit = questionCredit(question, answer, manualGrade);
  tally.question = question;
  question.options.forEach((text, shown) => tally.optionTexts.set(source.options[shown] ?? shown, text));
  tally.asked += 1;
  tally.answered += isAnswered(answer) ? 1 : 0;
  tally.correct += credit === 1 ? 1 : 0;
  tally.credit += credit;
  tally.points += points;
  for (const wrong of wrongChoices(question, source, answer)) {
    tally.wrong.set(wrong, (tally.wrong.get(wrong) ?? 0) + 1);
  }
}

/** The assessment's own questions first, by their place, then bank questions by id. */
const bySource = (a: Tally, b: Tally) =>
  a.source.origin === b.source.origin ? a.source.id - b.source.id : a.source.origin === 'own' ? -1 : 1;

/** Figures for every question asked in the attempts, which should come oldest first (the newest text wins). */
export function questionStatistics(
  assessment: { questions: Question[]; totalPoints: number },
  attempts: readonly FinishedAttempt[],
): QuestionStatistics[] {
  const tallies = new Map<string, Tally>();
  for (const attempt of attempts) {
    const questions = attemptQuestions(assessment, attempt);
    const sources = attemptSources(assessment, attempt);
    const points = questionPoints(questions, assessment.totalPoints);
    questions.forEach((question, place) => {
      const source = sources[place];
      if (!source) return;
      const key = sourceKey(source);
      const tally = tallies.get(key) ?? newTally(source, question);
      tallies.set(key, tally);
      count(tally, {
        question,
        source,
        points: points[place] ?? 0,
        answer: attempt.answers[String(place)],
        manualGrade: attempt.manualGrades[String(place)],
      });
    });
  }
  return [...tallies.values()].sort(bySource).map((tally) => ({
    source: tally.source,
    question: tally.question.question,
    type: tally.question.type,
    points: round(tally.points / tally.asked, 2),
    times_asked: tally.asked,
    times_answered: tally.answered,
    correct_share: round(tally.correct / tally.asked, 4),
    average_credit: round(tally.credit / tally.asked, 4),
    most_chosen_wrong: mostChosenWrong(tally),
  }));
}
