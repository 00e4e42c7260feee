import { useEffect, useState, type ReactNode } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { ExternalLink, ListOrdered, MessagesSquare, Users, type LucideIcon } from 'lucide-react';
import type { CourseSettingsBody, InstructorCourseDetail } from '@somo/contract/instructor';
import type { Currency } from '@somo/contract/settings';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { NetworkButton } from '../../../components/ui/network-button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Field } from '../../../components/ui/field';
import { Input, Textarea } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { SwitchField } from '../../../components/ui/switch-field';
import { useToast } from '../../../components/ui/toast-context';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { formatDate } from '../../../lib/format';
import { formatCoursePrice } from '../../../lib/money';
import { paths } from '../../../lib/paths';
import { usePublicSettings } from '../../../lib/public-settings';
import { useUpdateCourseSettingsMutation } from '../api/course-mutations';
import type { CourseTab } from '../lib/course-tabs';
import {
  COURSE_CURRENCIES,
  courseFieldRules,
  EDITOR_LANGUAGES,
  languageLabel,
  parsePriceInput,
  priceStep,
} from '../lib/instructor-rules';
import { useFieldMessage } from '../lib/field-messages';
import { PriceLimitHint } from './price-limit-hint';
import { PublicationCard } from './publication-card';
import { ThumbnailField } from './thumbnail-field';

type SettingsValues = {
  title: string;
  description: string;
  language: string;
  price: string;
  currency: Currency;
  certificates_enabled: boolean;
};

const FIELD_NAMES = [
  'title',
  'description',
  'language',
  'price',
  'currency',
  'certificates_enabled',
] as const;

function savedValues(course: InstructorCourseDetail): SettingsValues {
  return {
    title: course.title,
    description: course.description,
    language: course.language,
    price: String(course.price),
    currency: course.currency,
    certificates_enabled: course.certificates_enabled,
  };
}

type Shortcut = { label: string; detail: string; icon: LucideIcon } & (
  { to: string } | { onSelect: () => void }
);

function ShortcutCard(shortcut: Shortcut) {
  const { label, detail, icon: Icon } = shortcut;
  const body: ReactNode = (
    <>
      <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
        <Icon className="size-5" aria-hidden="true" />
      </span>
      <span className="min-w-0">
        <span className="block text-sm font-semibold text-slate-900">{label}</span>
        <span className="block text-xs text-slate-600">{detail}</span>
      </span>
    </>
  );
  const className =
    'flex w-full items-center gap-3 rounded-xl border border-slate-200 bg-white p-3.5 text-start shadow-card transition-colors hover:border-brand-300 hover:bg-brand-50/40';
  return 'to' in shortcut ? (
    <Link to={shortcut.to} className={className}>
      {body}
    </Link>
  ) : (
    <button type="button" onClick={shortcut.onSelect} className={className}>
      {body}
    </button>
  );
}

function Statistic({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className="flex items-baseline justify-between gap-3 py-2.5">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="text-end text-sm font-semibold text-slate-900">{value}</dd>
    </div>
  );
}

type CourseSettingsTabProps = {
  course: InstructorCourseDetail;
  onSelectTab: (tab: CourseTab) => void;
};

/** Spec 02 §4: edits wait for Save Changes; Reset Changes goes back to what is saved. */
export function CourseSettingsTab({ course, onSelectTab }: CourseSettingsTabProps) {
  const courseId = String(course.id);
  const mutation = useUpdateCourseSettingsMutation(courseId);
  const { toast } = useToast();
  const { defaultCurrency } = usePublicSettings();
  const [thumbnail, setThumbnail] = useState<{ file: File; url: string } | null>(null);
  const [fileInputKey, setFileInputKey] = useState(0);
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isDirty, dirtyFields },
  } = useForm<SettingsValues>({ defaultValues: savedValues(course), mode: 'onTouched' });
  const currency = useWatch({ control, name: 'currency' });
  const { t, i18n } = useLingui();
  const fieldMessage = useFieldMessage();

  // The preview's object URL lives as long as the chosen file does.
  useEffect(() => {
    if (!thumbnail) return;
    return () => URL.revokeObjectURL(thumbnail.url);
  }, [thumbnail]);

  const hasChanges = isDirty || thumbnail !== null;
  const languages = EDITOR_LANGUAGES.some((code) => code === course.language)
    ? EDITOR_LANGUAGES
    : [...EDITOR_LANGUAGES, course.language];
  const thumbnailError =
    mutation.error instanceof ApiError && (mutation.error.status === 413 || mutation.error.status === 415)
      ? errorMessage(mutation.error, t`This image was not accepted.`)
      : null;

  const discardThumbnail = () => {
    setThumbnail(null);
    setFileInputKey((key) => key + 1);
  };

  const resetChanges = () => {
    reset(savedValues(course));
    discardThumbnail();
    mutation.reset();
  };

  const onSave = handleSubmit((values) => {
    const fields: CourseSettingsBody = {};
    if (dirtyFields.title) fields.title = values.title.trim();
    if (dirtyFields.description) fields.description = values.description.trim();
    if (dirtyFields.language) fields.language = values.language as CourseSettingsBody['language'];
    // Price limits depend on the currency, so the two travel together.
    if (dirtyFields.price || dirtyFields.currency) {
      fields.price = parsePriceInput(values.price);
      fields.currency = values.currency;
    }
    if (dirtyFields.certificates_enabled) fields.certificates_enabled = values.certificates_enabled;
    mutation.mutate(
      { fields, thumbnail: thumbnail?.file ?? null },
      {
        onSuccess: (saved) => {
          reset(savedValues(saved));
          discardThumbnail();
          toast({ variant: 'success', title: t`Course settings saved.` });
        },
        onError: (error) => {
          if (!(error instanceof ApiError)) return;
          for (const name of FIELD_NAMES) {
            const message = error.fields[name];
            if (message) setError(name, { type: 'server', message });
          }
        },
      },
    );
  });

  const revenue = course.price * course.student_count;
  const { lesson_count: lessons, student_count: students } = course;

  return (
    <div className="space-y-6">
      <section aria-label={t`Shortcuts`} className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <ShortcutCard
          label={t`Lessons`}
          detail={t`${lessons} in this course`}
          icon={ListOrdered}
          onSelect={() => onSelectTab('lessons')}
        />
        <ShortcutCard
          label={t`Students`}
          detail={t`${students} enrolled`}
          icon={Users}
          onSelect={() => onSelectTab('students')}
        />
        <ShortcutCard
          label={t`Course page`}
          detail={t`See it as students do`}
          icon={ExternalLink}
          to={paths.course(course.id)}
        />
        <ShortcutCard
          label={t`Course forum`}
          detail={t`Discussions and questions`}
          icon={MessagesSquare}
          to={paths.courseForum(course.id)}
        />
      </section>

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
        <form
          onSubmit={onSave}
          noValidate
          className="space-y-6 lg:col-span-2"
          aria-label={t`Course settings`}
        >
          {mutation.isError ? (
            <Alert variant="error">{errorMessage(mutation.error, t`Failed to save settings`)}</Alert>
          ) : null}

          <Card>
            <CardHeader>
              <CardTitle>
                <Trans>Basic information</Trans>
              </CardTitle>
            </CardHeader>
            <CardContent className="space-y-5">
              <Field label={t`Course Title`} required error={fieldMessage(errors.title?.message)}>
                <Input autoComplete="off" {...register('title', courseFieldRules.title)} />
              </Field>
              <Field label={t`Description`} error={fieldMessage(errors.description?.message)}>
                <Textarea
                  rows={5}
                  {...register('description', { maxLength: courseFieldRules.descriptionMaxLength })}
                />
              </Field>
              <div className="grid grid-cols-1 gap-5 sm:grid-cols-3">
                <Field label={t`Language`} error={fieldMessage(errors.language?.message)}>
                  <Select {...register('language')}>
                    {languages.map((code) => (
                      <option key={code} value={code}>
                        {languageLabel(i18n, code)}
                      </option>
                    ))}
                  </Select>
                </Field>
                <Field
                  label={t`Price`}
                  error={fieldMessage(errors.price?.message)}
                  hint={<PriceLimitHint currency={currency} />}
                >
                  <Input
                    type="number"
                    inputMode="decimal"
                    min={0}
                    step={priceStep(currency)}
                    {...register('price', courseFieldRules.price)}
                  />
                </Field>
                <Field label={t`Currency`} error={fieldMessage(errors.currency?.message)}>
                  <Select {...register('currency')}>
                    {COURSE_CURRENCIES.map((code) => (
                      <option key={code} value={code}>
                        {code}
                      </option>
                    ))}
                  </Select>
                </Field>
              </div>
            </CardContent>
          </Card>

          <Card>
            <CardHeader>
              <CardTitle>
                <Trans>Thumbnail</Trans>
              </CardTitle>
              <CardDescription>
                <Trans>Shown on the course card in the catalogue.</Trans>
              </CardDescription>
            </CardHeader>
            <CardContent>
              <ThumbnailField
                current={course.thumbnail}
                pending={thumbnail}
                inputKey={fileInputKey}
                error={thumbnailError}
                onChoose={(file) => {
                  setThumbnail({ file, url: URL.createObjectURL(file) });
                  // A new image answers the last refusal; its message would only confuse now.
                  mutation.reset();
                }}
                onDiscard={discardThumbnail}
              />
            </CardContent>
          </Card>

          <Card>
            <CardHeader>
              <CardTitle>
                <Trans>Certificates</Trans>
              </CardTitle>
            </CardHeader>
            <CardContent>
              <Controller
                control={control}
                name="certificates_enabled"
                render={({ field }) => (
                  <SwitchField
                    name={field.name}
                    label={t`Award certificates`}
                    description={t`Students who complete every lesson and pass every assessment get a certificate anyone can verify.`}
                    checked={field.value}
                    onCheckedChange={field.onChange}
                  />
                )}
              />
            </CardContent>
          </Card>

          <div
            className={cn(
              'flex flex-col gap-3 rounded-xl border border-slate-200 bg-white px-4 py-3 shadow-card sm:flex-row sm:items-center sm:justify-end',
              // Once there is something to save, the buttons stay in reach while the form scrolls.
              hasChanges && 'sticky bottom-3 z-10 bg-white/95 shadow-overlay backdrop-blur',
            )}
          >
            <p className="text-sm text-slate-600 sm:me-auto" aria-live="polite">
              {hasChanges ? <Trans>You have unsaved changes.</Trans> : <Trans>All changes saved.</Trans>}
            </p>
            <div className="flex gap-3">
              <Button
                variant="secondary"
                className="flex-1 sm:flex-none"
                disabled={!hasChanges || mutation.isPending}
                onClick={resetChanges}
              >
                <Trans>Reset Changes</Trans>
              </Button>
              <NetworkButton
                type="submit"
                className="flex-1 sm:flex-none"
                disabled={!hasChanges}
                loading={mutation.isPending}
              >
                {mutation.isPending ? <Trans>Saving...</Trans> : <Trans>Save Changes</Trans>}
              </NetworkButton>
            </div>
          </div>
        </form>

        <div className="space-y-6">
          <PublicationCard courseId={courseId} published={course.is_published} />
          <Card>
            <CardHeader>
              <CardTitle>
                <Trans>Statistics</Trans>
              </CardTitle>
            </CardHeader>
            <CardContent className="pt-2">
              <dl className="divide-y divide-slate-100">
                <Statistic label={t`Lessons`} value={lessons} />
                <Statistic label={t`Students enrolled`} value={students} />
                <Statistic label={t`Created`} value={formatDate(course.created_at)} />
                <Statistic
                  label={t`Total revenue`}
                  value={
                    revenue > 0 ? formatCoursePrice(revenue, course.currency, defaultCurrency) : t`None yet`
                  }
                />
              </dl>
            </CardContent>
          </Card>
        </div>
      </div>
    </div>
  );
}
