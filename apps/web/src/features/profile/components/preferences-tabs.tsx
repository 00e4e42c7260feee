import { Controller, type UseFormReturn } from 'react-hook-form';
import { Trans, useLingui } from '@lingui/react/macro';
import { PROFILE_LANGUAGES, PROFILE_TIMEZONES, PROFILE_VISIBILITIES } from '@somo/contract/profile';
import { Field } from '../../../components/ui/field';
import { RadioCardGroup } from '../../../components/ui/radio-card-group';
import { Select } from '../../../components/ui/select';
import { SwitchField } from '../../../components/ui/switch-field';
import { LANGUAGE_NAMES } from '../../../lib/i18n/languages';
import { useFieldMessage } from '../utils/field-messages';
import type { ProfileFormValues } from '../utils/profile-form';
import { SectionCard } from '../../../components/ui/card';
import { TIMEZONE_LABELS, VISIBILITY_LABELS } from './profile-labels';

type TabProps = { form: UseFormReturn<ProfileFormValues>; editing: boolean };
type ToggleName =
  'email_notifications' | 'browser_notifications' | 'marketing_emails' | 'show_email' | 'show_phone';

function Toggles({
  form,
  editing,
  items,
}: TabProps & { items: { name: ToggleName; label: string; description: string }[] }) {
  return (
    <div className="divide-y divide-slate-100">
      {items.map(({ name, label, description }) => (
        <Controller
          key={name}
          control={form.control}
          name={name}
          render={({ field }) => (
            <SwitchField
              className="py-4 first:pt-0 last:pb-0"
              label={label}
              description={description}
              name={field.name}
              checked={field.value}
              onCheckedChange={field.onChange}
              disabled={!editing}
            />
          )}
        />
      ))}
    </div>
  );
}

function EditHint({ editing }: { editing: boolean }) {
  if (editing) return null;
  return (
    <p className="text-sm text-slate-500">
      <Trans>Choose Edit Profile to change these settings.</Trans>
    </p>
  );
}

/** Spec 01 §2: notifications and language/region; editable only in edit mode. */
export function SettingsTab({ form, editing }: TabProps) {
  const { t, i18n } = useLingui();
  const fieldMessage = useFieldMessage();
  const {
    register,
    formState: { errors },
  } = form;
  return (
    <div className="max-w-3xl space-y-6">
      <EditHint editing={editing} />
      <SectionCard title={t`Notifications`} description={t`How Somo keeps you informed.`}>
        <Toggles
          form={form}
          editing={editing}
          items={[
            {
              name: 'email_notifications',
              label: t`Email notifications`,
              description: t`Course updates, messages and announcements by email.`,
            },
            {
              name: 'browser_notifications',
              label: t`Browser notifications`,
              description: t`Alerts in your browser while Somo is open.`,
            },
            {
              name: 'marketing_emails',
              label: t`Marketing emails`,
              description: t`News about new courses and features.`,
            },
          ]}
        />
      </SectionCard>
      <SectionCard title={t`Language and region`} description={t`Your preferred language and time zone.`}>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label={t`Language`} error={fieldMessage(errors.language_preference)}>
            <Select disabled={!editing} {...register('language_preference')}>
              {/* Each language by its own name, so a reader finds theirs whatever the page is in now. */}
              {PROFILE_LANGUAGES.map((language) => (
                <option key={language} value={language} lang={language}>
                  {LANGUAGE_NAMES[language]}
                </option>
              ))}
            </Select>
          </Field>
          <Field label={t`Time zone`} error={fieldMessage(errors.timezone)}>
            <Select disabled={!editing} {...register('timezone')}>
              {PROFILE_TIMEZONES.map((zone) => (
                <option key={zone} value={zone}>
                  {i18n._(TIMEZONE_LABELS[zone])}
                </option>
              ))}
            </Select>
          </Field>
        </div>
      </SectionCard>
    </div>
  );
}

/** Spec 01 §2: who sees the profile and which contact details it shows. */
export function PrivacyTab({ form, editing }: TabProps) {
  const { t, i18n } = useLingui();
  const options = PROFILE_VISIBILITIES.map((value) => ({
    value,
    label: i18n._(VISIBILITY_LABELS[value].label),
    description: i18n._(VISIBILITY_LABELS[value].description),
    disabled: !editing,
  }));
  return (
    <div className="max-w-3xl space-y-6">
      <EditHint editing={editing} />
      <SectionCard title={t`Profile visibility`} description={t`Choose who can see your profile.`}>
        <Controller
          control={form.control}
          name="profile_visibility"
          render={({ field }) => (
            <RadioCardGroup
              label={t`Who can see your profile`}
              name={field.name}
              value={field.value}
              onValueChange={field.onChange}
              options={options}
              layout="tiles"
            />
          )}
        />
      </SectionCard>
      <SectionCard title={t`Contact details`} description={t`What others see on your profile.`}>
        <Toggles
          form={form}
          editing={editing}
          items={[
            {
              name: 'show_email',
              label: t`Show email`,
              description: t`Display your email address on your profile.`,
            },
            {
              name: 'show_phone',
              label: t`Show phone`,
              description: t`Display your phone number on your profile.`,
            },
          ]}
        />
      </SectionCard>
    </div>
  );
}
