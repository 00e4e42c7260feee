import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { FileText, PenLine } from 'lucide-react';
import type { PdfAnalysis } from '@somo/contract/ai';
import type { CourseCreateBody } from '@somo/contract/instructor';
import { LIMITS } from '@somo/contract/limits';
import type { Currency } from '@somo/contract/settings';
import { Alert } from '../../../components/ui/alert';
import { buttonStyles } from '../../../components/ui/button';
import { NetworkButton } from '../../../components/ui/network-button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Field } from '../../../components/ui/field';
import { Input, Textarea } from '../../../components/ui/input';
import { RadioCardGroup } from '../../../components/ui/radio-card-group';
import { Select } from '../../../components/ui/select';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { useCreateCourseMutation } from '../api/create-course';
import { useCreatePdfCourseMutation } from '../api/pdf-course';
import {
  COURSE_CURRENCIES,
  courseFieldRules,
  COURSE_LANGUAGE_LABELS,
  CREATE_LANGUAGES,
  parsePriceInput,
  priceStep,
  type CourseLanguageCode,
} from '../lib/instructor-rules';
import { usePrice } from '../../../lib/money';
import { useFieldMessage } from '../lib/field-messages';
import { usePdfDraft } from '../lib/use-pdf-draft';
import { CheckField } from './check-field';
import { PdfCourseSource } from './pdf-course-source';
import { PriceLimitHint } from './price-limit-hint';

type Method = 'manual' | 'pdf';

type CourseFormValues = {
  title: string;
  description: string;
  language: CourseLanguageCode;
  currency: Currency;
  price: string;
  is_published: boolean;
};

const SERVER_FIELDS = ['title', 'description', 'language', 'currency', 'price'] as const;

/** What the success screen reports; a course made from a PDF also counts its lessons and questions. */
export type CreatedCourse = {
  id: number;
  title: string;
  summary?: { lessonsCreated: number; totalQuestions: number };
};

function PricePreview({ price, currency }: { price: string; currency: Currency }) {
  const amount = parsePriceInput(price);
  const { main, approx } = usePrice(Math.max(amount, 0), currency);
  if (amount <= 0) return <Trans>The course is free for students.</Trans>;
  return approx ? (
    <Trans>
      Students see {main} ({approx}).
    </Trans>
  ) : (
    <Trans>Students see {main}.</Trans>
  );
}

/** Spec 02 §2: a course written by hand, or drafted from an uploaded PDF. */
export function CreateCourseForm({ onCreated }: { onCreated: (course: CreatedCourse) => void }) {
  const mutation = useCreateCourseMutation();
  const pdfMutation = useCreatePdfCourseMutation();
  const [method, setMethod] = useState<Method>('manual');
  const {
    register,
    control,
    handleSubmit,
    setError,
    setValue,
    getValues,
    formState: { errors },
  } = useForm<CourseFormValues>({
    defaultValues: {
      title: '',
      description: '',
      language: 'en',
      currency: 'UGX',
      price: '0',
      is_published: false,
    },
    mode: 'onTouched',
  });
  const currency = useWatch({ control, name: 'currency' });
  const price = useWatch({ control, name: 'price' });
  const { t, i18n } = useLingui();
  const fieldMessage = useFieldMessage();

  // Empty fields take what the document suggests; what the instructor typed stays.
  const fillFromAnalysis = (analysis: PdfAnalysis) => {
    const current = getValues();
    if (!current.title.trim()) {
      setValue('title', analysis.title.slice(0, LIMITS.courseTitle), { shouldValidate: true });
    }
    if (!current.description.trim()) {
      setValue('description', analysis.description.slice(0, LIMITS.courseDescription), {
        shouldValidate: true,
      });
    }
    if (current.language === 'en') setValue('language', analysis.language);
    const filled = getValues();
    return { title: filled.title.trim(), description: filled.description.trim(), language: filled.language };
  };
  const pdf = usePdfDraft({ onAnalysis: fillFromAnalysis });

  // Spec 02 §2: choosing Manual clears all PDF state.
  const chooseMethod = (next: Method) => {
    setMethod(next);
    if (next === 'manual') {
      pdf.clear();
      pdfMutation.reset();
    }
  };

  const showServerErrors = (error: Error) => {
    if (!(error instanceof ApiError)) return;
    for (const name of SERVER_FIELDS) {
      const message = error.fields[name];
      if (message) setError(name, { type: 'server', message });
    }
  };

  const submit = (values: CourseFormValues, publish: boolean) => {
    const body: CourseCreateBody = {
      title: values.title.trim(),
      description: values.description.trim(),
      language: values.language,
      currency: values.currency,
      price: parsePriceInput(values.price),
      is_published: publish,
    };
    if (method === 'pdf') {
      if (!pdf.file) return;
      pdfMutation.mutate(
        { file: pdf.file, fields: { ...body, is_published: false } },
        {
          onSuccess: ({ course }) =>
            onCreated({
              id: course.id,
              title: course.title,
              summary: { lessonsCreated: course.lessons_created, totalQuestions: course.total_questions },
            }),
          onError: showServerErrors,
        },
      );
      return;
    }
    mutation.mutate(body, {
      onSuccess: (course) => onCreated({ id: course.id, title: course.title }),
      onError: showServerErrors,
    });
  };

  const creating = mutation.isPending || pdfMutation.isPending;
  const failure = method === 'pdf' ? pdfMutation.error : mutation.error;
  // Spec 02 §2: in PDF mode nothing can be submitted until a file is chosen.
  const waitingForPdf = method === 'pdf' && (!pdf.file || pdf.busy);

  const onCreate = handleSubmit((values) => submit(values, values.is_published));
  const onSaveDraft = handleSubmit((values) => submit(values, false));

  return (
    <form onSubmit={onCreate} noValidate className="mt-8 space-y-6">
      {failure ? (
        <Alert variant="error">{errorMessage(failure, t`Failed to create course. Please try again.`)}</Alert>
      ) : null}

      <Card>
        <CardHeader>
          <CardTitle>
            <Trans>How would you like to build it?</Trans>
          </CardTitle>
        </CardHeader>
        <CardContent>
          <RadioCardGroup<Method>
            label={t`Creation method`}
            value={method}
            onValueChange={chooseMethod}
            options={[
              {
                value: 'manual',
                label: t`Manual`,
                description: t`Write the details yourself, then add lessons in the course editor.`,
                icon: PenLine,
              },
              {
                value: 'pdf',
                label: t`AI-powered PDF upload`,
                description: t`Upload a PDF: its sections become lessons and a quiz is drafted from it.`,
                icon: FileText,
              },
            ]}
          />
        </CardContent>
      </Card>

      {method === 'pdf' ? <PdfCourseSource draft={pdf} creating={pdfMutation.isPending} /> : null}

      <Card>
        <CardHeader>
          <CardTitle>
            <Trans>Basic information</Trans>
          </CardTitle>
          <CardDescription>
            <Trans>What students read first in the catalogue.</Trans>
          </CardDescription>
        </CardHeader>
        <CardContent className="space-y-5">
          <Field label={t`Course Title`} required error={fieldMessage(errors.title?.message)}>
            <Input autoComplete="off" {...register('title', courseFieldRules.title)} />
          </Field>
          <Field
            label={t`Description`}
            required
            error={fieldMessage(errors.description?.message)}
            hint={t`What students will learn, and who the course is for.`}
          >
            <Textarea
              rows={5}
              {...register('description', {
                ...courseFieldRules.description,
                maxLength: courseFieldRules.descriptionMaxLength,
              })}
            />
          </Field>
          <Field label={t`Language`} error={fieldMessage(errors.language?.message)} className="sm:max-w-xs">
            <Select {...register('language')}>
              {CREATE_LANGUAGES.map((code) => (
                <option key={code} value={code}>
                  {i18n._(COURSE_LANGUAGE_LABELS[code])}
                </option>
              ))}
            </Select>
          </Field>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>
            <Trans>Pricing and publishing</Trans>
          </CardTitle>
          <CardDescription>
            <Trans>A price of 0 makes the course free.</Trans>
          </CardDescription>
        </CardHeader>
        <CardContent className="space-y-5">
          <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
            <Field label={t`Currency`} error={fieldMessage(errors.currency?.message)}>
              <Select {...register('currency')}>
                {COURSE_CURRENCIES.map((code) => (
                  <option key={code} value={code}>
                    {code}
                  </option>
                ))}
              </Select>
            </Field>
            <Field
              label={t`Price`}
              error={fieldMessage(errors.price?.message)}
              hint={
                <>
                  <PricePreview price={price} currency={currency} /> <PriceLimitHint currency={currency} />
                </>
              }
            >
              <Input
                type="number"
                inputMode="decimal"
                min={0}
                step={priceStep(currency)}
                {...register('price', courseFieldRules.price)}
              />
            </Field>
          </div>
          <CheckField
            label={t`Publish immediately`}
            description={
              method === 'pdf'
                ? t`A course made from a PDF starts as a draft, so you can check its lessons and quiz before students see them.`
                : t`Students can find and enrol in the course as soon as it is created.`
            }
            {...register('is_published', { disabled: method === 'pdf' })}
          />
        </CardContent>
      </Card>

      {method === 'pdf' && !pdf.file ? (
        <p className="text-center text-sm text-slate-600 sm:text-end">
          <Trans>Choose a PDF file to continue.</Trans>
        </p>
      ) : null}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Link to={paths.instructor.dashboard()} className={buttonStyles({ variant: 'ghost' })}>
          <Trans>Cancel</Trans>
        </Link>
        <NetworkButton
          variant="secondary"
          disabled={creating || waitingForPdf}
          onClick={() => void onSaveDraft()}
        >
          <Trans>Save as Draft</Trans>
        </NetworkButton>
        <NetworkButton type="submit" loading={creating} disabled={waitingForPdf}>
          {creating ? <Trans>Creating...</Trans> : <Trans>Create</Trans>}
        </NetworkButton>
      </div>
    </form>
  );
}
