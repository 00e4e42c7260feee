import { useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { FileText, PenLine } from 'lucide-react';
import type { CourseCreateBody, InstructorCourseDetail } from '@somo/contract/instructor';
import { LIMITS } from '@somo/contract/limits';
import type { Currency } from '@somo/contract/settings';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonStyles } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Field } from '../../../components/ui/field';
import { Input, Textarea } from '../../../components/ui/input';
import { RadioCardGroup } from '../../../components/ui/radio-card-group';
import { Select } from '../../../components/ui/select';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { useCreateCourseMutation } from '../api/create-course';
import {
  COURSE_CURRENCIES,
  COURSE_LANGUAGE_LABELS,
  CREATE_LANGUAGES,
  parsePriceInput,
  priceStep,
  type CourseLanguageCode,
} from '../lib/instructor-rules';
import { usePrice } from '../../../lib/money';
import { CheckField } from './check-field';

const CREATE_FAILED = 'Failed to create course. Please try again.';

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

function PricePreview({ price, currency }: { price: string; currency: Currency }) {
  const amount = parsePriceInput(price);
  const shown = usePrice(Math.max(amount, 0), currency);
  if (amount <= 0) return <>The course is free for students.</>;
  return (
    <>
      Students see {shown.main}
      {shown.approx ? ` (${shown.approx})` : ''}.
    </>
  );
}

/** Spec 02 §2: the manual way to create a course; the PDF way is shown but not offered. */
export function CreateCourseForm({ onCreated }: { onCreated: (course: InstructorCourseDetail) => void }) {
  const mutation = useCreateCourseMutation();
  const {
    register,
    control,
    handleSubmit,
    setError,
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

  const submit = (values: CourseFormValues, publish: boolean) => {
    const body: CourseCreateBody = {
      title: values.title.trim(),
      description: values.description.trim(),
      language: values.language,
      currency: values.currency,
      price: parsePriceInput(values.price),
      is_published: publish,
    };
    mutation.mutate(body, {
      onSuccess: onCreated,
      onError: (error) => {
        if (!(error instanceof ApiError)) return;
        for (const name of SERVER_FIELDS) {
          const message = error.fields[name];
          if (message) setError(name, { type: 'server', message });
        }
      },
    });
  };

  const onCreate = handleSubmit((values) => submit(values, values.is_published));
  const onSaveDraft = handleSubmit((values) => submit(values, false));

  return (
    <form onSubmit={onCreate} noValidate className="mt-8 space-y-6">
      {mutation.isError ? <Alert variant="error">{errorMessage(mutation.error, CREATE_FAILED)}</Alert> : null}

      <Card>
        <CardHeader>
          <CardTitle>How would you like to build it?</CardTitle>
        </CardHeader>
        <CardContent>
          <RadioCardGroup<Method>
            label="Creation method"
            value="manual"
            onValueChange={() => undefined}
            options={[
              {
                value: 'manual',
                label: 'Manual',
                description: 'Write the details yourself, then add lessons in the course editor.',
                icon: PenLine,
              },
              {
                value: 'pdf',
                label: 'AI-powered PDF upload',
                description: 'Not available yet: turning a PDF into lessons is not switched on here.',
                icon: FileText,
                disabled: true,
              },
            ]}
          />
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>Basic information</CardTitle>
          <CardDescription>What students read first in the catalogue.</CardDescription>
        </CardHeader>
        <CardContent className="space-y-5">
          <Field label="Course Title" required error={errors.title?.message}>
            <Input
              autoComplete="off"
              {...register('title', {
                validate: (value) => value.trim() !== '' || 'Title is required',
                maxLength: {
                  value: LIMITS.courseTitle,
                  message: `Title must be at most ${LIMITS.courseTitle} characters`,
                },
              })}
            />
          </Field>
          <Field
            label="Description"
            required
            error={errors.description?.message}
            hint="What students will learn, and who the course is for."
          >
            <Textarea
              rows={5}
              {...register('description', {
                validate: (value) => value.trim() !== '' || 'Description is required',
                maxLength: {
                  value: LIMITS.courseDescription,
                  message: `Description must be at most ${LIMITS.courseDescription} characters`,
                },
              })}
            />
          </Field>
          <Field label="Language" error={errors.language?.message} className="sm:max-w-xs">
            <Select {...register('language')}>
              {CREATE_LANGUAGES.map((code) => (
                <option key={code} value={code}>
                  {COURSE_LANGUAGE_LABELS[code]}
                </option>
              ))}
            </Select>
          </Field>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>Pricing and publishing</CardTitle>
          <CardDescription>A price of 0 makes the course free.</CardDescription>
        </CardHeader>
        <CardContent className="space-y-5">
          <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
            <Field label="Currency" error={errors.currency?.message}>
              <Select {...register('currency')}>
                {COURSE_CURRENCIES.map((code) => (
                  <option key={code} value={code}>
                    {code}
                  </option>
                ))}
              </Select>
            </Field>
            <Field
              label="Price"
              error={errors.price?.message}
              hint={<PricePreview price={price} currency={currency} />}
            >
              <Input
                type="number"
                inputMode="decimal"
                min={0}
                step={priceStep(currency)}
                {...register('price', {
                  validate: (value) => parsePriceInput(value) >= 0 || 'Price must be 0 or more',
                })}
              />
            </Field>
          </div>
          <CheckField
            label="Publish immediately"
            description="Students can find and enrol in the course as soon as it is created."
            {...register('is_published')}
          />
        </CardContent>
      </Card>

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Link to={paths.instructor.dashboard()} className={buttonStyles({ variant: 'ghost' })}>
          Cancel
        </Link>
        <Button variant="secondary" disabled={mutation.isPending} onClick={() => void onSaveDraft()}>
          Save as Draft
        </Button>
        <Button type="submit" loading={mutation.isPending}>
          {mutation.isPending ? 'Creating...' : 'Create'}
        </Button>
      </div>
    </form>
  );
}
