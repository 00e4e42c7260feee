import type { UseFormReturn } from 'react-hook-form';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { LIMITS } from '@somo/contract/limits';
import type { Profile } from '@somo/contract/profile';
import { CalendarDays, Eye, ShieldCheck } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle, SectionCard } from '../../../components/ui/card';
import { Field } from '../../../components/ui/field';
import { Input, Textarea } from '../../../components/ui/input';
import { ROLE_LABELS } from '../../../lib/user-display';
import { useFieldMessage } from '../utils/field-messages';
import type { ProfileFormValues } from '../utils/profile-form';
import { DetailList, NotProvided } from './detail-list';
import { ProfileCertificates } from './profile-certificates';
import { VISIBILITY_LABELS, formatProfileDate } from './profile-labels';

type TabProps = { profile: Profile; form: UseFormReturn<ProfileFormValues>; editing: boolean };

function ExternalLink({ href }: { href: string }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className="text-brand-700 hover:text-brand-800 hover:underline"
    >
      {href.replace(/^https?:\/\//, '')}
    </a>
  );
}

/** The server's limit on each line of text; capped in the input, a person never meets the 'too long' error. */
const LINE_MAX = { name: LIMITS.name, phone: 32, location: 150, work: 150, url: 500 } as const;

const SOCIAL_FIELDS = [
  { name: 'website_url', label: msg`Website`, placeholder: 'https://example.com' },
  { name: 'github_url', label: msg`GitHub`, placeholder: 'https://github.com/username' },
  { name: 'linkedin_url', label: msg`LinkedIn`, placeholder: 'https://linkedin.com/in/username' },
  { name: 'twitter_url', label: msg`Twitter`, placeholder: 'https://twitter.com/username' },
  { name: 'facebook_url', label: msg`Facebook`, placeholder: 'https://facebook.com/username' },
] as const;

function PersonalInfo({ profile, form, editing }: TabProps) {
  const { t } = useLingui();
  const fieldMessage = useFieldMessage();
  const {
    register,
    formState: { errors },
  } = form;
  const title = t`Personal information`;
  const description = t`Your name, contact details and a few words about you.`;
  if (!editing) {
    return (
      <SectionCard title={title} description={description}>
        <DetailList
          items={[
            { label: t`First name`, value: profile.first_name },
            { label: t`Last name`, value: profile.last_name },
            { label: t`Username`, value: profile.username },
            { label: t`Email`, value: profile.email },
            { label: t`Phone number`, value: profile.phone_number },
            { label: t`Location`, value: profile.location },
            { label: t`Date of birth`, value: formatProfileDate(profile.date_of_birth) },
          ]}
        />
        <div className="mt-4">
          <p className="text-sm text-slate-500">
            <Trans>Bio</Trans>
          </p>
          <p className="mt-0.5 text-sm break-words whitespace-pre-line text-slate-900">
            {profile.bio || <NotProvided />}
          </p>
        </div>
      </SectionCard>
    );
  }
  return (
    <SectionCard title={title} description={description}>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t`First name`} error={fieldMessage(errors.first_name)}>
          <Input autoComplete="given-name" maxLength={LINE_MAX.name} {...register('first_name')} />
        </Field>
        <Field label={t`Last name`} error={fieldMessage(errors.last_name)}>
          <Input autoComplete="family-name" maxLength={LINE_MAX.name} {...register('last_name')} />
        </Field>
        <Field label={t`Username`} error={fieldMessage(errors.username)} required>
          <Input autoComplete="username" maxLength={LIMITS.username} {...register('username')} />
        </Field>
        <Field label={t`Email`} error={fieldMessage(errors.email)} required>
          <Input type="email" autoComplete="email" maxLength={LIMITS.email} {...register('email')} />
        </Field>
        <Field label={t`Phone number`} error={fieldMessage(errors.phone_number)}>
          <Input
            type="tel"
            autoComplete="tel"
            maxLength={LINE_MAX.phone}
            placeholder={t`+256 700 000000`}
            {...register('phone_number')}
          />
        </Field>
        <Field label={t`Location`} error={fieldMessage(errors.location)}>
          <Input
            autoComplete="address-level2"
            maxLength={LINE_MAX.location}
            placeholder={t`Kampala, Uganda`}
            {...register('location')}
          />
        </Field>
        <Field label={t`Date of birth`} error={fieldMessage(errors.date_of_birth)}>
          <Input type="date" autoComplete="bday" {...register('date_of_birth')} />
        </Field>
        <Field label={t`Bio`} error={fieldMessage(errors.bio)} className="sm:col-span-2">
          <Textarea
            rows={4}
            maxLength={LIMITS.bio}
            placeholder={t`Tell others a little about yourself`}
            {...register('bio')}
          />
        </Field>
      </div>
    </SectionCard>
  );
}

function ProfessionalInfo({ profile, form, editing }: TabProps) {
  const { t } = useLingui();
  const fieldMessage = useFieldMessage();
  const {
    register,
    formState: { errors },
  } = form;
  const title = t`Professional information`;
  const description = t`What you do and what you know well.`;
  if (!editing) {
    const years = profile.experience_years;
    return (
      <SectionCard title={title} description={description}>
        <DetailList
          items={[
            { label: t`Job title`, value: profile.job_title },
            { label: t`Company`, value: profile.company },
            {
              label: t`Experience`,
              value: years === null ? '' : t`${plural(years, { one: '# year', other: '# years' })}`,
            },
            {
              label: t`Specializations`,
              value:
                profile.specializations.length > 0 ? (
                  <span className="flex flex-wrap gap-1.5">
                    {profile.specializations.map((item) => (
                      <Badge key={item} variant="brand">
                        {item}
                      </Badge>
                    ))}
                  </span>
                ) : (
                  ''
                ),
            },
          ]}
        />
      </SectionCard>
    );
  }
  return (
    <SectionCard title={title} description={description}>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t`Job title`} error={fieldMessage(errors.job_title)}>
          <Input autoComplete="organization-title" maxLength={LINE_MAX.work} {...register('job_title')} />
        </Field>
        <Field label={t`Company`} error={fieldMessage(errors.company)}>
          <Input autoComplete="organization" maxLength={LINE_MAX.work} {...register('company')} />
        </Field>
        <Field label={t`Years of experience`} error={fieldMessage(errors.experience_years)}>
          <Input type="number" min={0} step={1} inputMode="numeric" {...register('experience_years')} />
        </Field>
        <Field
          label={t`Specializations`}
          hint={t`Separate them with commas, e.g. Mathematics, Data analysis`}
          error={fieldMessage(errors.specializations)}
        >
          <Input {...register('specializations')} />
        </Field>
      </div>
    </SectionCard>
  );
}

function SocialLinks({ profile, form, editing }: TabProps) {
  const { t, i18n } = useLingui();
  const fieldMessage = useFieldMessage();
  const {
    register,
    formState: { errors },
  } = form;
  const title = t`Social links`;
  const description = t`Where else people can find you.`;
  if (!editing) {
    return (
      <SectionCard title={title} description={description}>
        <DetailList
          items={SOCIAL_FIELDS.map(({ name, label }) => ({
            label: i18n._(label),
            value: profile[name] ? <ExternalLink href={profile[name]} /> : '',
          }))}
        />
      </SectionCard>
    );
  }
  return (
    <SectionCard title={title} description={description}>
      <div className="grid gap-4 sm:grid-cols-2">
        {SOCIAL_FIELDS.map(({ name, label, placeholder }) => (
          <Field key={name} label={i18n._(label)} error={fieldMessage(errors[name])}>
            <Input
              type="url"
              inputMode="url"
              maxLength={LINE_MAX.url}
              placeholder={placeholder}
              {...register(name)}
            />
          </Field>
        ))}
      </div>
    </SectionCard>
  );
}

function StatsBox({ profile }: { profile: Profile }) {
  const { t, i18n } = useLingui();
  const visibility = VISIBILITY_LABELS[profile.profile_visibility];
  const items = [
    { icon: CalendarDays, label: t`Member since`, value: formatProfileDate(profile.date_joined) },
    { icon: ShieldCheck, label: t`Role`, value: ROLE_LABELS[profile.role] },
    { icon: Eye, label: t`Profile visibility`, value: i18n._(visibility.label) },
  ];
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <Trans>Account</Trans>
        </CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="space-y-4">
          {items.map(({ icon: Icon, label, value }) => (
            // The term and its value sit directly in their group, as a description list requires; the
            // icon belongs to the term and is placed beside both.
            <div key={label} className="relative flex min-h-9 min-w-0 flex-col justify-center ps-12">
              <dt className="text-xs text-slate-500">
                <span className="absolute start-0 top-1/2 flex size-9 -translate-y-1/2 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
                  <Icon className="size-4" aria-hidden="true" />
                </span>
                {label}
              </dt>
              <dd className="text-sm font-semibold text-slate-900">{value}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}

export function InformationTab(props: TabProps) {
  return (
    <div className="grid gap-6 lg:grid-cols-3">
      <div className="min-w-0 space-y-6 lg:col-span-2">
        <PersonalInfo {...props} />
        <ProfessionalInfo {...props} />
        <SocialLinks {...props} />
      </div>
      <div className="space-y-6 lg:order-last">
        <StatsBox profile={props.profile} />
        {props.profile.role === 'student' ? <ProfileCertificates /> : null}
      </div>
    </div>
  );
}
