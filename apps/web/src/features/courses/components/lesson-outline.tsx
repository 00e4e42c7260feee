import { lazy, Suspense } from 'react';
import type { LessonView } from '@somo/contract/courses';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Lock, PlayCircle } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { lessonPreview } from '../lib/lesson-preview';

/** Reading Markdown takes a parser that guests, who get no content, need not load. */
const MarkdownPreview = lazy(() =>
  import('./markdown-preview').then((m) => ({ default: m.MarkdownPreview })),
);

/**
 * What the viewer gets of a lesson's content: 'full' its Markdown, 'preview' the opening of its plain text (cut by
 * the server), 'none' nothing (the content is null).
 */
export type LessonAccess = 'full' | 'preview' | 'none';

type LessonOutlineProps = {
  lessons: LessonView[];
  access: LessonAccess;
};

export function LessonOutline({ lessons, access }: LessonOutlineProps) {
  const { t } = useLingui();
  const count = lessons.length;
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <Trans>Course content</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>
            <Plural value={count} one="# lesson" other="# lessons" /> · learn at your own pace
          </Trans>
        </CardDescription>
      </CardHeader>
      <CardContent>
        {lessons.length === 0 ? (
          <p className="text-sm text-slate-600">
            <Trans>The instructor has not added any lessons yet.</Trans>
          </p>
        ) : (
          <ol className="divide-y divide-slate-100 overflow-hidden rounded-lg border border-slate-200">
            {lessons.map((lesson, index) => (
              <li key={lesson.id} className="flex gap-3 bg-white p-4 sm:gap-4">
                <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-50 text-sm font-semibold text-brand-800 ring-1 ring-brand-100">
                  {index + 1}
                </span>
                <div className="min-w-0 flex-1">
                  <h3 className="flex items-start gap-2 text-sm font-semibold text-slate-900">
                    <span className="min-w-0 break-words">{lesson.title}</span>
                    {lesson.video_source ? (
                      <PlayCircle
                        className="mt-0.5 size-4 shrink-0 text-brand-600"
                        aria-label={t`Includes a video`}
                      />
                    ) : null}
                  </h3>
                  {access !== 'none' && lesson.content !== null ? (
                    <p className="mt-1 text-sm break-words text-slate-600">
                      {access === 'full' ? (
                        <Suspense fallback={null}>
                          <MarkdownPreview markdown={lesson.content} />
                        </Suspense>
                      ) : (
                        lessonPreview(lesson.content)
                      )}
                    </p>
                  ) : (
                    <p className="mt-1 flex items-center gap-1.5 text-sm text-slate-500">
                      <Lock className="size-3.5 shrink-0" aria-hidden="true" />
                      <Trans>Content available after enrollment</Trans>
                    </p>
                  )}
                </div>
              </li>
            ))}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}
