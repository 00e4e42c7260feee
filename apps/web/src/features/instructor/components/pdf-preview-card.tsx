import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { PdfPreview } from '@somo/contract/ai';
import { Badge } from '../../../components/ui/badge';
import { durationLabel } from '../lib/pdf-file';

/** Spec 02 §9: the preview shows 4 lessons and 2 sample questions. */
const LESSONS_SHOWN = 4;
const QUESTIONS_SHOWN = 2;

export function PdfPreviewCard({ preview }: { preview: PdfPreview }) {
  const { t, i18n } = useLingui();
  const { lessons, assessments, pdf_summary: summary, total_assessments: questionCount } = preview;
  const { total_lessons: lessonCount, total_pages: pages, total_words: words } = summary;
  const lessonsShown = LESSONS_SHOWN;
  const questionsShown = QUESTIONS_SHOWN;
  const lessonTotal = lessons.length;
  const questionTotal = assessments.length;
  return (
    <section
      aria-labelledby="pdf-preview-title"
      className="space-y-5 rounded-xl border border-slate-200 p-4 sm:p-5"
    >
      <div className="space-y-1">
        <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">
          <Trans>Preview</Trans>
        </p>
        <h3 id="pdf-preview-title" className="text-base font-semibold text-slate-900">
          {t`${plural(lessonCount, { one: '# lesson', other: '# lessons' })} and ${plural(questionCount, { one: '# quiz question', other: '# quiz questions' })}`}
        </h3>
        <p className="text-sm text-slate-600">
          {t`From ${plural(pages, { one: '# page', other: '# pages' })} and ${plural(words, { one: '# word', other: '# words' })}. Everything stays editable after the course is created.`}
        </p>
      </div>

      <div className="space-y-2">
        <h4 className="text-sm font-medium text-slate-800">
          {lessonTotal > lessonsShown ? t`Lessons (first ${lessonsShown} of ${lessonTotal})` : t`Lessons`}
        </h4>
        <ol className="space-y-2">
          {lessons.slice(0, LESSONS_SHOWN).map((lesson) => (
            <li key={lesson.order} className="rounded-lg bg-slate-50 p-3">
              <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
                <p className="min-w-0 text-sm font-medium break-words text-slate-900">
                  {lesson.order}. {lesson.title}
                </p>
                <span className="text-xs text-slate-500">
                  {durationLabel(i18n, lesson.estimated_duration)}
                </span>
              </div>
              <p className="mt-1 line-clamp-2 text-sm break-words text-slate-600">{lesson.content}</p>
              {lesson.key_concepts.length > 0 ? (
                <ul className="mt-2 flex flex-wrap gap-1.5" aria-label={t`Key concepts`}>
                  {lesson.key_concepts.map((concept) => (
                    <li key={concept}>
                      <Badge variant="neutral">{concept}</Badge>
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ol>
      </div>

      {assessments.length > 0 ? (
        <div className="space-y-2">
          <h4 className="text-sm font-medium text-slate-800">
            {questionTotal > questionsShown
              ? t`Sample questions (${questionsShown} of ${questionTotal})`
              : t`Sample questions`}
          </h4>
          <ol className="space-y-2">
            {assessments.slice(0, QUESTIONS_SHOWN).map((question) => (
              <li key={question.question} className="rounded-lg border border-slate-200 p-3 text-sm">
                <p className="font-medium break-words text-slate-900">{question.question}</p>
                <ul className="mt-1.5 grid gap-1 text-slate-600 sm:grid-cols-2">
                  {question.options.map((option) => (
                    <li key={option} className="flex items-start gap-2 break-words">
                      <span
                        className="mt-1.5 size-1.5 shrink-0 rounded-full bg-slate-400"
                        aria-hidden="true"
                      />
                      {option}
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ol>
        </div>
      ) : (
        <p className="text-sm text-slate-600">
          <Trans>
            No quiz questions could be made from this document; you can write them in the course editor.
          </Trans>
        </p>
      )}
    </section>
  );
}
