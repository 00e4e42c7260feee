import { useEffect, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Controller, useForm, useWatch, type Control, type UseFormRegisterReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  CURRENCIES,
  Settings,
  SettingsBody,
  type Currency,
  type SettingsBody as SettingsValues,
} from '@somo/contract/settings';
import { SectionCard } from '../../../components/ui/card';
import { Field } from '../../../components/ui/field';
import { Input, Textarea } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { SwitchField } from '../../../components/ui/switch-field';
import { formatNumber } from '../../../lib/format';
import {
  convertPriceLimits,
  isSettingsField,
  numberLimits,
  settingsErrorText,
  type BooleanField,
  type FieldErrors,
  type NumberField,
  type NumberLimits,
  type SettingsField,
} from '../lib/settings-form';

export const SETTINGS_FORM_ID = 'platform-settings-form';

type SettingsFormProps = {
  settings: Settings;
  /** Field errors from the server's last 400 answer, keyed 'group.field'. */
  serverErrors: FieldErrors;
  onSubmit: (settings: Settings) => void;
  /** Shown as the last card of the grid, e.g. the System Information card. */
  children?: ReactNode;
};

const platformShape = Settings.shape.platform_settings.shape;

/** A number setting's limits as they are written in the interface language. */
type WrittenLimits = { min: string; max: string };

type NumberSettingProps = {
  field: NumberField;
  label: string;
  /** Says the field's limits in words. */
  hint: (limits: WrittenLimits) => string;
  /** The input's step (spec 02 §5); whole-number settings step by 1. */
  step?: number;
  input: UseFormRegisterReturn;
  error: string | undefined;
  /** A currency code shown at the input's end; the hint says it in words for screen readers. */
  unit?: Currency;
};

function writtenLimits({ min, max = Infinity }: NumberLimits): WrittenLimits {
  return { min: formatNumber(min), max: formatNumber(max) };
}

function NumberSetting({ field, label, hint, step = 1, input, error, unit }: NumberSettingProps) {
  const limits = numberLimits(field);
  const control = (
    <Input
      type="number"
      inputMode="decimal"
      min={limits.min}
      max={limits.max}
      step={step}
      className={unit ? 'min-w-0 rounded-e-none' : undefined}
      {...input}
    />
  );
  return (
    <Field label={label} hint={hint(writtenLimits(limits))} error={error}>
      {unit ? (
        <div className="flex">
          {control}
          <span
            aria-hidden="true"
            data-testid={`${field}-unit`}
            className="inline-flex shrink-0 items-center rounded-e-lg border border-s-0 border-slate-300 bg-slate-50 px-3 text-sm font-medium text-slate-700"
          >
            {unit}
          </span>
        </div>
      ) : (
        control
      )}
    </Field>
  );
}

type SwitchSettingProps = {
  control: Control<SettingsValues, unknown, Settings>;
  field: BooleanField;
  label: string;
  description: string;
};

function SwitchSetting({ control, field, label, description }: SwitchSettingProps) {
  return (
    <Controller
      control={control}
      name={field}
      render={({ field: { value, onChange } }) => (
        <SwitchField label={label} description={description} checked={value} onCheckedChange={onChange} />
      )}
    />
  );
}

/**
 * The three groups of spec 02 §3, edited together and saved at once with Save Changes. The contract's schema
 * checks them before anything is sent, with the same limits the server applies.
 */
export function SettingsForm({ settings, serverErrors, onSubmit, children }: SettingsFormProps) {
  const { t, i18n } = useLingui();
  const form = useForm<SettingsValues, unknown, Settings>({
    resolver: zodResolver(SettingsBody),
    defaultValues: settings,
  });
  const { register, control, setError, formState } = form;
  const currency = useWatch({ control, name: 'pricing_settings.default_currency' });

  // A server error stays at its field until that field is edited (the form checks a field again on change).
  useEffect(() => {
    for (const [path, message] of Object.entries(serverErrors)) {
      if (isSettingsField(path)) setError(path, { type: 'server', message });
    }
  }, [serverErrors, setError]);

  // Worded at render, so an error on screen follows a change of language.
  const errorFor = (field: SettingsField) =>
    settingsErrorText(field, form.getFieldState(field, formState).error, i18n);
  const numberInput = (field: NumberField) => register(field, { valueAsNumber: true });

  const chooseCurrency = (next: Currency) => {
    const converted = convertPriceLimits(form.getValues('pricing_settings'), next);
    form.setValue('pricing_settings.default_currency', next);
    for (const [key, value] of Object.entries(converted)) {
      form.setValue(`pricing_settings.${key as keyof typeof converted}`, value);
    }
    form.clearErrors([
      'pricing_settings.default_currency',
      'pricing_settings.min_course_price',
      'pricing_settings.max_course_price',
    ]);
  };

  return (
    <form
      id={SETTINGS_FORM_ID}
      noValidate
      onSubmit={(event) => void form.handleSubmit(onSubmit)(event)}
      className="grid gap-4 lg:grid-cols-2"
    >
      <SectionCard
        contentClassName="space-y-5"
        title={t`Platform Settings`}
        description={t`The site's name, who may sign up, and upload sizes.`}
      >
        <Field label={t`Site name`} required error={errorFor('platform_settings.site_name')}>
          <Input
            maxLength={platformShape.site_name.maxLength ?? undefined}
            {...register('platform_settings.site_name')}
          />
        </Field>
        <Field label={t`Site description`} error={errorFor('platform_settings.site_description')}>
          <Textarea
            rows={3}
            maxLength={platformShape.site_description.maxLength ?? undefined}
            {...register('platform_settings.site_description')}
          />
        </Field>
        <SwitchSetting
          control={control}
          field="platform_settings.allow_instructor_registration"
          label={t`Allow instructor registration`}
          description={t`New instructors can create their own accounts.`}
        />
        <SwitchSetting
          control={control}
          field="platform_settings.allow_student_registration"
          label={t`Allow student registration`}
          description={t`New students can create their own accounts.`}
        />
        <NumberSetting
          field="platform_settings.max_file_upload_size"
          label={t`Max file upload size (MB)`}
          hint={({ min, max }) => t`From ${min} to ${max} MB.`}
          input={numberInput('platform_settings.max_file_upload_size')}
          error={errorFor('platform_settings.max_file_upload_size')}
        />
      </SectionCard>

      <SectionCard
        contentClassName="space-y-5"
        title={t`Pricing Settings`}
        description={t`The platform currency and the limits on course prices.`}
      >
        <Field
          label={t`Default currency`}
          hint={t`Prices everywhere are shown in this currency.`}
          error={errorFor('pricing_settings.default_currency')}
        >
          <Select
            name="pricing_settings.default_currency"
            value={currency}
            onChange={(event) => {
              const next = CURRENCIES.find((code) => code === event.target.value);
              if (next) chooseCurrency(next);
            }}
          >
            {CURRENCIES.map((code) => (
              <option key={code} value={code}>
                {code}
              </option>
            ))}
          </Select>
        </Field>
        <div className="space-y-2">
          <div className="grid gap-5 sm:grid-cols-2">
            <NumberSetting
              field="pricing_settings.min_course_price"
              label={t`Minimum course price`}
              hint={({ min }) => t`In ${currency}, ${min} or more.`}
              unit={currency}
              step={0.01}
              input={numberInput('pricing_settings.min_course_price')}
              error={errorFor('pricing_settings.min_course_price')}
            />
            <NumberSetting
              field="pricing_settings.max_course_price"
              label={t`Maximum course price`}
              hint={({ min }) => t`In ${currency}, ${min} or more.`}
              unit={currency}
              step={0.01}
              input={numberInput('pricing_settings.max_course_price')}
              error={errorFor('pricing_settings.max_course_price')}
            />
          </div>
          <p className="text-xs text-slate-500">
            <Trans>
              The limits are in the default currency. A course priced in another currency is converted at the
              platform’s rates before it is checked; choosing another default currency converts the limits.
            </Trans>
          </p>
        </div>
        <NumberSetting
          field="pricing_settings.platform_commission_rate"
          label={t`Platform commission rate (%)`}
          hint={({ min, max }) => t`From ${min} to ${max} percent.`}
          step={0.1}
          input={numberInput('pricing_settings.platform_commission_rate')}
          error={errorFor('pricing_settings.platform_commission_rate')}
        />
        <SwitchSetting
          control={control}
          field="pricing_settings.allow_free_courses"
          label={t`Allow free courses`}
          description={t`Instructors may publish courses with a price of 0.`}
        />
      </SectionCard>

      <SectionCard
        contentClassName="space-y-5"
        title={t`AI & Content Settings`}
        description={t`Course creation from PDFs and the AI assistant.`}
      >
        <SwitchSetting
          control={control}
          field="ai_settings.pdf_processing_enabled"
          label={t`PDF processing enabled`}
          description={t`Instructors can create a course from a PDF.`}
        />
        <NumberSetting
          field="ai_settings.max_pdf_size"
          label={t`Max PDF size (MB)`}
          hint={({ min, max }) => t`From ${min} to ${max} MB.`}
          input={numberInput('ai_settings.max_pdf_size')}
          error={errorFor('ai_settings.max_pdf_size')}
        />
        <SwitchSetting
          control={control}
          field="ai_settings.ai_fallback_enabled"
          label={t`AI fallback enabled`}
          description={t`The built-in assistant answers when the AI model cannot.`}
        />
      </SectionCard>
      {children}
    </form>
  );
}
