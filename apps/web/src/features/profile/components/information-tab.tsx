import type { UseFormReturn } from 'react-hook-form';
import type { Profile } from '@somo/contract/profile';
import { CalendarDays, Eye, ShieldCheck } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle, SectionCard } from '../../../components/ui/card';
import { Field } from '../../../components/ui/field';
import { Input, Textarea } from '../../../components/ui/input';
import { ROLE_LABELS } from '../../../lib/user-display';
import type { ProfileFormValues } from '../utils/profile-form';
import { DetailList } from './detail-list';
import { VISIBILITY_LABELS, formatDate } from './profile-labels';

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

const SOCIAL_FIELDS = [
  { name: 'website_url', label: 'Website', placeholder: 'https://example.com' },
  { name: 'github_url', label: 'GitHub', placeholder: 'https://github.com/username' },
  { name: 'linkedin_url', label: 'LinkedIn', placeholder: 'https://linkedin.com/in/username' },
  { name: 'twitter_url', label: 'Twitter', placeholder: 'https://twitter.com/username' },
  { name: 'facebook_url', label: 'Facebook', placeholder: 'https://facebook.com/username' },
] as const;

function PersonalInfo({ profile, form, editing }: TabProps) {
  const {
    register,
    formState: { errors },
  } = form;
  const description = 'Your name, contact details and a few words about you.';
  if (!editing) {
    return (
      <SectionCard title="Personal information" description={description}>
        <DetailList
          items={[
            { label: 'First name', value: profile.first_name },
            { label: 'Last name', value: profile.last_name },
            { label: 'Username', value: profile.username },
            { label: 'Email', value: profile.email },
            { label: 'Phone number', value: profile.phone_number },
            { label: 'Location', value: profile.location },
            { label: 'Date of birth', value: formatDate(profile.date_of_birth) },
          ]}
        />
        <div className="mt-4">
          <p className="text-sm text-slate-500">Bio</p>
          <p className="mt-0.5 text-sm break-words whitespace-pre-line text-slate-900">
            {profile.bio || <span className="text-slate-500 italic">Not provided</span>}
          </p>
        </div>
      </SectionCard>
    );
  }
  return (
    <SectionCard title="Personal information" description={description}>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="First name" error={errors.first_name?.message}>
          <Input autoComplete="given-name" {...register('first_name')} />
        </Field>
        <Field label="Last name" error={errors.last_name?.message}>
          <Input autoComplete="family-name" {...register('last_name')} />
        </Field>
        <Field label="Username" error={errors.username?.message} required>
          <Input autoComplete="username" {...register('username')} />
        </Field>
        <Field label="Email" error={errors.email?.message} required>
          <Input type="email" autoComplete="email" {...register('email')} />
        </Field>
        <Field label="Phone number" error={errors.phone_number?.message}>
          <Input type="tel" autoComplete="tel" placeholder="+256 700 000000" {...register('phone_number')} />
        </Field>
        <Field label="Location" error={errors.location?.message}>
          <Input autoComplete="address-level2" placeholder="Kampala, Uganda" {...register('location')} />
        </Field>
        <Field label="Date of birth" error={errors.date_of_birth?.message}>
          <Input type="date" autoComplete="bday" {...register('date_of_birth')} />
        </Field>
        <Field label="Bio" error={errors.bio?.message} className="sm:col-span-2">
          <Textarea rows={4} placeholder="Tell others a little about yourself" {...register('bio')} />
        </Field>
      </div>
    </SectionCard>
  );
}

function ProfessionalInfo({ profile, form, editing }: TabProps) {
  const {
    register,
    formState: { errors },
  } = form;
  const description = 'What you do and what you know well.';
  if (!editing) {
    return (
      <SectionCard title="Professional information" description={description}>
        <DetailList
          items={[
            { label: 'Job title', value: profile.job_title },
            { label: 'Company', value: profile.company },
            {
              label: 'Experience',
              value:
                profile.experience_years === null
                  ? ''
                  : `${profile.experience_years} year${profile.experience_years === 1 ? '' : 's'}`,
            },
            {
              label: 'Specializations',
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
    <SectionCard title="Professional information" description={description}>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Job title" error={errors.job_title?.message}>
          <Input autoComplete="organization-title" {...register('job_title')} />
        </Field>
        <Field label="Company" error={errors.company?.message}>
          <Input autoComplete="organization" {...register('company')} />
        </Field>
        <Field label="Years of experience" error={errors.experience_years?.message}>
          <Input type="number" min={0} step={1} inputMode="numeric" {...register('experience_years')} />
        </Field>
        <Field
          label="Specializations"
          hint="Separate them with commas, e.g. Mathematics, Data analysis"
          error={errors.specializations?.message}
        >
          <Input {...register('specializations')} />
        </Field>
      </div>
    </SectionCard>
  );
}

function SocialLinks({ profile, form, editing }: TabProps) {
  const {
    register,
    formState: { errors },
  } = form;
  const description = 'Where else people can find you.';
  if (!editing) {
    return (
      <SectionCard title="Social links" description={description}>
        <DetailList
          items={SOCIAL_FIELDS.map(({ name, label }) => ({
            label,
            value: profile[name] ? <ExternalLink href={profile[name]} /> : '',
          }))}
        />
      </SectionCard>
    );
  }
  return (
    <SectionCard title="Social links" description={description}>
      <div className="grid gap-4 sm:grid-cols-2">
        {SOCIAL_FIELDS.map(({ name, label, placeholder }) => (
          <Field key={name} label={label} error={errors[name]?.message}>
            <Input type="url" inputMode="url" placeholder={placeholder} {...register(name)} />
          </Field>
        ))}
      </div>
    </SectionCard>
  );
}

function StatsBox({ profile }: { profile: Profile }) {
  const visibility = VISIBILITY_LABELS[profile.profile_visibility];
  const items = [
    { icon: CalendarDays, label: 'Member since', value: formatDate(profile.date_joined) },
    { icon: ShieldCheck, label: 'Role', value: ROLE_LABELS[profile.role] },
    { icon: Eye, label: 'Profile visibility', value: visibility.label },
  ];
  return (
    <Card>
      <CardHeader>
        <CardTitle>Account</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="space-y-4">
          {items.map(({ icon: Icon, label, value }) => (
            // The term and its value sit directly in their group, as a description list requires; the
            // icon belongs to the term and is placed beside both.
            <div key={label} className="relative flex min-h-9 min-w-0 flex-col justify-center pl-12">
              <dt className="text-xs text-slate-500">
                <span className="absolute top-1/2 left-0 flex size-9 -translate-y-1/2 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
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
      <div className="lg:order-last">
        <StatsBox profile={props.profile} />
      </div>
    </div>
  );
}
