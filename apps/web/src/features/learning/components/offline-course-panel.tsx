import { useId, useState } from 'react';
import { Link } from 'react-router';
import type { CourseDetail } from '@somo/contract/courses';
import { ChevronDown, CloudDownload, HardDrive, Trash2 } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { NetworkButton } from '../../../components/ui/network-button';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { cn } from '../../../lib/cn';
import { formatBytes } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import {
  offlineSupported,
  useRemoveSavedCourse,
  useSaveCourseOffline,
  useSavedCourses,
  type SavedCourse,
} from '../api/offline-courses';
import { courseHandouts } from '../utils/offline-files';

/**
 * 'Make available offline' for this course (with its handouts when the student asks), and what is saved on this
 * device, per course, with Remove. Nothing where the browser cannot keep files.
 */
export function OfflineCoursePanel({ course }: { course: CourseDetail }) {
  if (!offlineSupported()) return null;
  return <OfflinePanel course={course} />;
}

function OfflinePanel({ course }: { course: CourseDetail }) {
  const headingId = useId();
  const bodyId = useId();
  const [open, setOpen] = useState(false);
  const courseId = String(course.id);
  const saved = useSavedCourses();
  const thisCourse = saved.data?.find((item) => item.id === courseId);
  const title = (
    <span className="flex items-center gap-2">
      <CloudDownload className="size-4 text-brand-600" aria-hidden="true" />
      <Trans>Offline reading</Trans>
      {thisCourse ? (
        <span className="font-normal text-slate-500">
          <Trans>· Saved</Trans>
        </span>
      ) : null}
    </span>
  );
  // On a phone it folds away like the lesson list, so the lesson comes first; beside the lessons it stays open.
  return (
    <Card role="region" aria-labelledby={headingId}>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={bodyId}
        onClick={() => setOpen((value) => !value)}
        className="flex w-full items-center justify-between gap-3 px-4 py-3 text-start text-sm font-semibold text-slate-900 lg:hidden"
      >
        {title}
        <ChevronDown
          className={cn('size-5 text-slate-500 transition-transform', open && 'rotate-180')}
          aria-hidden="true"
        />
      </button>
      <h2 id={headingId} className="hidden px-4 pt-4 text-sm font-semibold text-slate-900 lg:block">
        {title}
      </h2>
      <div id={bodyId} className={cn('space-y-4 px-4 pb-4 lg:block lg:pt-3', open ? 'block' : 'hidden')}>
        <SaveCourse course={course} saved={thisCourse} />
        {saved.data && saved.data.length > 0 ? <SavedCourses courses={saved.data} /> : null}
      </div>
    </Card>
  );
}

function SaveCourse({ course, saved }: { course: CourseDetail; saved: SavedCourse | undefined }) {
  const { t } = useLingui();
  const courseId = String(course.id);
  const save = useSaveCourseOffline(courseId);
  const [percent, setPercent] = useState(0);
  const [includeHandouts, setIncludeHandouts] = useState(false);
  const handoutBytes = courseHandouts(course).reduce((sum, handout) => sum + handout.size, 0);
  const handoutSize = formatBytes(handoutBytes);
  const rounded = Math.round(percent);

  if (save.isPending) {
    return (
      <div className="space-y-2" aria-live="polite">
        <p className="text-sm text-slate-600">
          <Trans>Saving lessons… {rounded}%</Trans>
        </p>
        <ProgressBar value={percent} label={t`Saving for offline reading: ${rounded}%`} />
      </div>
    );
  }
  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-600">
        {saved ? (
          <Trans>Every lesson of this course is saved on this device.</Trans>
        ) : (
          <Trans>Save every lesson of this course to read it without a connection.</Trans>
        )}
      </p>
      {handoutBytes > 0 ? (
        <label className="flex items-start gap-2 text-sm text-slate-700">
          <input
            type="checkbox"
            checked={includeHandouts}
            onChange={(event) => setIncludeHandouts(event.target.checked)}
            className="mt-0.5 size-4 rounded border-slate-300 text-brand-700 focus-visible:ring-brand-500"
          />
          <Trans>Include handouts ({handoutSize})</Trans>
        </label>
      ) : null}
      <NetworkButton
        variant={saved ? 'secondary' : 'primary'}
        size="sm"
        className="w-full"
        onClick={() => {
          setPercent(0);
          save.mutate({ includeHandouts, onProgress: setPercent });
        }}
      >
        <CloudDownload aria-hidden="true" />
        {saved ? <Trans>Save again</Trans> : <Trans>Make available offline</Trans>}
      </NetworkButton>
      {save.isError ? (
        <p role="alert" className="text-sm text-danger-700">
          <Trans>The course could not be saved. Check your connection and try again.</Trans>
        </p>
      ) : null}
    </div>
  );
}

function SavedCourses({ courses }: { courses: SavedCourse[] }) {
  const { t } = useLingui();
  const remove = useRemoveSavedCourse();
  const total = formatBytes(courses.reduce((sum, course) => sum + course.bytes, 0));
  return (
    <div className="space-y-2 border-t border-slate-100 pt-3">
      <h3 className="flex items-center gap-2 text-xs font-semibold tracking-wide text-slate-500 uppercase">
        <HardDrive className="size-3.5" aria-hidden="true" />
        <Trans>On this device · {total}</Trans>
      </h3>
      <ul className="space-y-1">
        {courses.map(({ id, title, bytes }) => (
          <li key={id} className="flex items-center gap-2 text-sm">
            <Link
              to={paths.student.learn(id)}
              className="min-w-0 flex-1 truncate text-slate-800 hover:text-brand-700"
            >
              {title}
            </Link>
            <span className="shrink-0 text-xs text-slate-500">{formatBytes(bytes)}</span>
            <Button
              variant="ghost"
              size="icon"
              className="size-8"
              aria-label={t`Remove ${title} from this device`}
              title={t`Remove`}
              disabled={remove.isPending}
              onClick={() => remove.mutate(id)}
            >
              <Trash2 aria-hidden="true" />
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}
