import { Controller, type UseFormReturn } from 'react-hook-form';
import { PROFILE_LANGUAGES, PROFILE_TIMEZONES, PROFILE_VISIBILITIES } from '@somo/contract/profile';
import { Field } from '../../../components/ui/field';
import { RadioCardGroup } from '../../../components/ui/radio-card-group';
import { Select } from '../../../components/ui/select';
import { SwitchField } from '../../../components/ui/switch-field';
import type { ProfileFormValues } from '../utils/profile-form';
import { SectionCard } from '../../../components/ui/card';
import { LANGUAGE_LABELS, TIMEZONE_LABELS, VISIBILITY_LABELS } from './profile-labels';

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
  return <p className="text-sm text-slate-500">Choose Edit Profile to change these settings.</p>;
}

/** Spec 01 §2: notifications and language/region; editable only in edit mode. */
export function SettingsTab({ form, editing }: TabProps) {
  const {
    register,
    formState: { errors },
  } = form;
  return (
    <div className="max-w-3xl space-y-6">
      <EditHint editing={editing} />
      <SectionCard title="Notifications" description="How Somo keeps you informed.">
        <Toggles
          form={form}
          editing={editing}
          items={[
            {
              name: 'email_notifications',
              label: 'Email notifications',
              description: 'Course updates, messages and announcements by email.',
            },
            {
              name: 'browser_notifications',
              label: 'Browser notifications',
              description: 'Alerts in your browser while Somo is open.',
            },
            {
              name: 'marketing_emails',
              label: 'Marketing emails',
              description: 'News about new courses and features.',
            },
          ]}
        />
      </SectionCard>
      <SectionCard title="Language and region" description="Your preferred language and time zone.">
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Language" error={errors.language_preference?.message}>
            <Select disabled={!editing} {...register('language_preference')}>
              {PROFILE_LANGUAGES.map((language) => (
                <option key={language} value={language}>
                  {LANGUAGE_LABELS[language]}
                </option>
              ))}
            </Select>
          </Field>
          <Field label="Time zone" error={errors.timezone?.message}>
            <Select disabled={!editing} {...register('timezone')}>
              {PROFILE_TIMEZONES.map((zone) => (
                <option key={zone} value={zone}>
                  {TIMEZONE_LABELS[zone]}
                </option>
              ))}
            </Select>
          </Field>
        </div>
      </SectionCard>
    </div>
  );
}

const VISIBILITY_OPTIONS = PROFILE_VISIBILITIES.map((value) => ({
  value,
  label: VISIBILITY_LABELS[value].label,
  description: VISIBILITY_LABELS[value].description,
}));

/** Spec 01 §2: who sees the profile and which contact details it shows. */
export function PrivacyTab({ form, editing }: TabProps) {
  return (
    <div className="max-w-3xl space-y-6">
      <EditHint editing={editing} />
      <SectionCard title="Profile visibility" description="Choose who can see your profile.">
        <Controller
          control={form.control}
          name="profile_visibility"
          render={({ field }) => (
            <RadioCardGroup
              label="Who can see your profile"
              name={field.name}
              value={field.value}
              onValueChange={field.onChange}
              options={VISIBILITY_OPTIONS.map((option) => ({ ...option, disabled: !editing }))}
              layout="tiles"
            />
          )}
        />
      </SectionCard>
      <SectionCard title="Contact details" description="What others see on your profile.">
        <Toggles
          form={form}
          editing={editing}
          items={[
            {
              name: 'show_email',
              label: 'Show email',
              description: 'Display your email address on your profile.',
            },
            {
              name: 'show_phone',
              label: 'Show phone',
              description: 'Display your phone number on your profile.',
            },
          ]}
        />
      </SectionCard>
    </div>
  );
}
