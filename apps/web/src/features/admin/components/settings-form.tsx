import { useState, type FormEvent, type ReactNode } from 'react';
import { CURRENCIES, type Currency, type Settings } from '@somo/contract/settings';
import { SectionCard } from '../../../components/ui/card';
import { Field } from '../../../components/ui/field';
import { Input, Textarea } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { SwitchField } from '../../../components/ui/switch-field';
import {
  NUMBER_RULES,
  SITE_DESCRIPTION_MAX,
  SITE_NAME_MAX,
  changeCurrency,
  fromDraft,
  toDraft,
  type FieldErrors,
  type NumberRule,
  type SettingsDraft,
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

type Group = keyof SettingsDraft;

type NumberSettingProps = {
  name: string;
  label: string;
  hint: string;
  rule: NumberRule;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
  /** A currency code shown at the input's end; the hint says it in words for screen readers. */
  unit?: Currency;
};

function NumberSetting({ name, label, hint, rule, value, error, onChange, unit }: NumberSettingProps) {
  const input = (
    <Input
      type="number"
      inputMode="decimal"
      name={name}
      min={rule.min}
      max={rule.max}
      step={rule.step}
      value={value}
      className={unit ? 'min-w-0 rounded-e-none' : undefined}
      onChange={(event) => onChange(event.target.value)}
    />
  );
  return (
    <Field label={label} hint={hint} error={error}>
      {unit ? (
        <div className="flex">
          {input}
          <span
            aria-hidden="true"
            data-testid={`${name}-unit`}
            className="inline-flex shrink-0 items-center rounded-e-lg border border-s-0 border-slate-300 bg-slate-50 px-3 text-sm font-medium text-slate-700"
          >
            {unit}
          </span>
        </div>
      ) : (
        input
      )}
    </Field>
  );
}

/** The three groups of spec 02 §3, edited together and saved at once with Save Changes. */
export function SettingsForm({ settings, serverErrors, onSubmit, children }: SettingsFormProps) {
  const [draft, setDraft] = useState<SettingsDraft>(() => toDraft(settings));
  const [clientErrors, setClientErrors] = useState<FieldErrors>({});
  const [edited, setEdited] = useState<ReadonlySet<string>>(new Set());

  // A server error stays at its field until that field is edited.
  const errorFor = (path: string) =>
    clientErrors[path] ?? (edited.has(path) ? undefined : serverErrors[path]);

  function update<G extends Group, K extends keyof SettingsDraft[G] & string>(
    group: G,
    key: K,
    value: SettingsDraft[G][K],
  ) {
    setDraft((current) => ({ ...current, [group]: { ...current[group], [key]: value } }));
    const path = `${group}.${key}`;
    setEdited((current) => new Set(current).add(path));
    setClientErrors(({ [path]: _cleared, ...rest }) => rest);
  }

  const chooseCurrency = (currency: Currency) => {
    setDraft((current) => changeCurrency(current, currency));
    const paths = ['default_currency', 'min_course_price', 'max_course_price'].map(
      (key) => `pricing_settings.${key}`,
    );
    setEdited((current) => new Set([...current, ...paths]));
    setClientErrors((current) =>
      Object.fromEntries(Object.entries(current).filter(([path]) => !paths.includes(path))),
    );
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { settings: next, errors } = fromDraft(draft);
    setClientErrors(errors);
    const [firstInvalid] = Object.keys(errors);
    if (firstInvalid) {
      // Take the user to the first problem, which may be off screen on a phone.
      const field = event.currentTarget.elements.namedItem(firstInvalid);
      if (field instanceof HTMLElement) field.focus();
      return;
    }
    setEdited(new Set());
    onSubmit(next);
  };

  const platform = draft.platform_settings;
  const pricing = draft.pricing_settings;
  const ai = draft.ai_settings;

  return (
    <form id={SETTINGS_FORM_ID} noValidate onSubmit={submit} className="grid gap-4 lg:grid-cols-2">
      <SectionCard
        contentClassName="space-y-5"
        title="Platform Settings"
        description="The site's name, who may sign up, and upload sizes."
      >
        <Field label="Site name" required error={errorFor('platform_settings.site_name')}>
          <Input
            name="platform_settings.site_name"
            maxLength={SITE_NAME_MAX}
            value={platform.site_name}
            onChange={(event) => update('platform_settings', 'site_name', event.target.value)}
          />
        </Field>
        <Field label="Site description" error={errorFor('platform_settings.site_description')}>
          <Textarea
            name="platform_settings.site_description"
            rows={3}
            maxLength={SITE_DESCRIPTION_MAX}
            value={platform.site_description}
            onChange={(event) => update('platform_settings', 'site_description', event.target.value)}
          />
        </Field>
        <SwitchField
          label="Allow instructor registration"
          description="New instructors can create their own accounts."
          checked={platform.allow_instructor_registration}
          onCheckedChange={(checked) => update('platform_settings', 'allow_instructor_registration', checked)}
        />
        <SwitchField
          label="Allow student registration"
          description="New students can create their own accounts."
          checked={platform.allow_student_registration}
          onCheckedChange={(checked) => update('platform_settings', 'allow_student_registration', checked)}
        />
        <NumberSetting
          name="platform_settings.max_file_upload_size"
          label="Max file upload size (MB)"
          hint="From 1 to 100 MB."
          rule={NUMBER_RULES.platform_settings.max_file_upload_size}
          value={draft.platform_settings.max_file_upload_size}
          error={errorFor('platform_settings.max_file_upload_size')}
          onChange={(value) => update('platform_settings', 'max_file_upload_size', value)}
        />
      </SectionCard>

      <SectionCard
        contentClassName="space-y-5"
        title="Pricing Settings"
        description="The platform currency and the limits on course prices."
      >
        <Field
          label="Default currency"
          hint="Prices everywhere are shown in this currency."
          error={errorFor('pricing_settings.default_currency')}
        >
          <Select
            name="pricing_settings.default_currency"
            value={pricing.default_currency}
            onChange={(event) => {
              const currency = CURRENCIES.find((code) => code === event.target.value);
              if (currency) chooseCurrency(currency);
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
              name="pricing_settings.min_course_price"
              label="Minimum course price"
              hint={`In ${pricing.default_currency}, 0 or more.`}
              unit={pricing.default_currency}
              rule={NUMBER_RULES.pricing_settings.min_course_price}
              value={draft.pricing_settings.min_course_price}
              error={errorFor('pricing_settings.min_course_price')}
              onChange={(value) => update('pricing_settings', 'min_course_price', value)}
            />
            <NumberSetting
              name="pricing_settings.max_course_price"
              label="Maximum course price"
              hint={`In ${pricing.default_currency}, 0 or more.`}
              unit={pricing.default_currency}
              rule={NUMBER_RULES.pricing_settings.max_course_price}
              value={draft.pricing_settings.max_course_price}
              error={errorFor('pricing_settings.max_course_price')}
              onChange={(value) => update('pricing_settings', 'max_course_price', value)}
            />
          </div>
          <p className="text-xs text-slate-500">
            The limits are in the default currency. A course priced in another currency is converted at the
            platform&rsquo;s rates before it is checked; choosing another default currency converts the
            limits.
          </p>
        </div>
        <NumberSetting
          name="pricing_settings.platform_commission_rate"
          label="Platform commission rate (%)"
          hint="From 0 to 50 percent."
          rule={NUMBER_RULES.pricing_settings.platform_commission_rate}
          value={draft.pricing_settings.platform_commission_rate}
          error={errorFor('pricing_settings.platform_commission_rate')}
          onChange={(value) => update('pricing_settings', 'platform_commission_rate', value)}
        />
        <SwitchField
          label="Allow free courses"
          description="Instructors may publish courses with a price of 0."
          checked={pricing.allow_free_courses}
          onCheckedChange={(checked) => update('pricing_settings', 'allow_free_courses', checked)}
        />
      </SectionCard>

      <SectionCard
        contentClassName="space-y-5"
        title="AI & Content Settings"
        description="Course creation from PDFs and the AI assistant."
      >
        <SwitchField
          label="PDF processing enabled"
          description="Instructors can create a course from a PDF."
          checked={ai.pdf_processing_enabled}
          onCheckedChange={(checked) => update('ai_settings', 'pdf_processing_enabled', checked)}
        />
        <NumberSetting
          name="ai_settings.max_pdf_size"
          label="Max PDF size (MB)"
          hint="From 1 to 50 MB."
          rule={NUMBER_RULES.ai_settings.max_pdf_size}
          value={draft.ai_settings.max_pdf_size}
          error={errorFor('ai_settings.max_pdf_size')}
          onChange={(value) => update('ai_settings', 'max_pdf_size', value)}
        />
        <SwitchField
          label="AI fallback enabled"
          description="The built-in assistant answers when the AI model cannot."
          checked={ai.ai_fallback_enabled}
          onCheckedChange={(checked) => update('ai_settings', 'ai_fallback_enabled', checked)}
        />
      </SectionCard>
      {children}
    </form>
  );
}
