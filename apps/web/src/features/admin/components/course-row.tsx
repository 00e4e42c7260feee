import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { AdminCourse } from '@somo/contract/admin';
import type { Currency } from '@somo/contract/settings';
import { Pencil, Settings2 } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { formatDate } from '../../../lib/format';
import { convert, displayPrice } from '../../../lib/money';
import { formatRevenue } from '../lib/format';
import { PriceEditor } from './price-editor';

/** Column template shared by the rows and the header above them (wide screens only). */
export const COURSE_COLUMNS = 'lg:grid lg:grid-cols-[minmax(0,1fr)_8rem_8rem_16rem] lg:items-center lg:gap-4';

type CourseRowProps = {
  course: AdminCourse;
  currency: Currency;
  editing: boolean;
  saving: boolean;
  onEdit: () => void;
  onSave: (price: number) => void;
  onCancel: () => void;
};

function Amount({ label, value, note }: { label: string; value: string; note?: string | null }) {
  return (
    <div className="min-w-0">
      <p className="text-xs text-slate-500 lg:sr-only">{label}</p>
      <p className="font-semibold break-words text-slate-900 tabular-nums">{value}</p>
      {note ? <p className="text-xs text-slate-500 tabular-nums">{note}</p> : null}
    </div>
  );
}

export function CourseRow({ course, currency, editing, saving, onEdit, onSave, onCancel }: CourseRowProps) {
  const { t } = useLingui();
  const { title, instructor, lesson_count: lessonCount, enrollment_count: studentCount } = course;
  const created = formatDate(course.created_at);
  const price = displayPrice(course.price, course.currency, currency);
  return (
    <article aria-label={title} className={`flex flex-col gap-4 p-4 sm:px-5 ${COURSE_COLUMNS}`}>
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="font-semibold break-words text-slate-900">{title}</h3>
          <Badge variant={course.is_published ? 'success' : 'neutral'}>
            {course.is_published ? <Trans>Published</Trans> : <Trans>Draft</Trans>}
          </Badge>
        </div>
        <p className="mt-1 line-clamp-2 text-sm break-words text-slate-600">{course.description}</p>
        <p className="mt-1.5 text-xs text-slate-500">
          <Plural value={lessonCount} one="# lesson" other="# lessons" /> ·{' '}
          <Plural value={studentCount} one="# student" other="# students" /> · <Trans>By {instructor}</Trans>{' '}
          · <Trans>Created {created}</Trans>
        </p>
      </div>

      <div className="grid grid-cols-2 gap-3 lg:contents">
        <Amount label={t`Price`} value={price.main} note={price.approx} />
        <Amount
          label={t`Revenue`}
          value={formatRevenue(convert(course.revenue, course.currency, currency), currency)}
        />
      </div>

      {editing ? (
        <PriceEditor course={course} saving={saving} onSave={onSave} onCancel={onCancel} />
      ) : (
        <div className="flex flex-wrap gap-2 lg:justify-end">
          <Button variant="secondary" size="sm" onClick={onEdit} aria-label={t`Edit price of ${title}`}>
            <Pencil aria-hidden="true" />
            <Trans>Edit price</Trans>
          </Button>
          <Button size="sm" onClick={onEdit} aria-label={t`Manage ${title}`}>
            <Settings2 aria-hidden="true" />
            <Trans>Manage</Trans>
          </Button>
        </div>
      )}
    </article>
  );
}
