import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { ProfileUpdate, type Profile } from '@somo/contract/profile';
import { Briefcase, Lock, Pencil, RotateCw, Settings, UserRound } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { SessionUser } from '@somo/contract/auth';
import { Alert } from '../../../components/ui/alert';
import { Avatar } from '../../../components/ui/avatar';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { NetworkButton } from '../../../components/ui/network-button';
import { Card } from '../../../components/ui/card';
import { DocumentTitle } from '../../../components/ui/document-title';
import { PageHeader } from '../../../components/ui/page-header';
import { LoadingState } from '../../../components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { useToast } from '../../../components/ui/toast-context';
import { ApiError } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth/auth-context';
import { activateLanguage } from '../../../lib/i18n/i18n';
import { isLanguage } from '../../../lib/i18n/languages';
import { ROLE_LABELS, displayName } from '../../../lib/user-display';
import { useProfile } from '../api/get-profile';
import { useUpdateProfile } from '../api/update-profile';
import { ChangePasswordCard } from '../components/change-password-card';
import { InformationTab } from '../components/information-tab';
import { PrivacyTab, SettingsTab } from '../components/preferences-tabs';
import {
  tabOfField,
  toFormValues,
  toProfileUpdate,
  type ProfileField,
  type ProfileFormValues,
} from '../utils/profile-form';

type Tab = 'information' | 'settings' | 'privacy';

function isTab(value: string): value is Tab {
  return value === 'information' || value === 'settings' || value === 'privacy';
}

function isProfileField(name: string, values: ProfileFormValues): name is ProfileField {
  return Object.hasOwn(values, name);
}

type ProfileEditorProps = {
  profile: Profile;
  mutation: ReturnType<typeof useUpdateProfile>;
  editing: boolean;
  onEditingChange: (editing: boolean) => void;
  tab: Tab;
  onTabChange: (tab: Tab) => void;
  onReload: () => void;
};

/** Mounted afresh (keyed) whenever a new copy of the profile arrives, so the form starts from it. */
function ProfileEditor({
  profile,
  mutation,
  editing,
  onEditingChange,
  tab,
  onTabChange,
  onReload,
}: ProfileEditorProps) {
  const { t } = useLingui();
  const form = useForm<ProfileFormValues>({ defaultValues: toFormValues(profile) });
  // Only one failure is ever shown here, so a flag; its text is read at render, in the current language.
  const [saveFailed, setSaveFailed] = useState(false);

  /** Puts each message under its field and opens the tab of the first one; false if none is a form field. */
  function showFieldErrors(fields: Record<string, string>): boolean {
    const values = form.getValues();
    const named = Object.entries(fields).filter((entry): entry is [ProfileField, string] =>
      isProfileField(entry[0], values),
    );
    for (const [name, message] of named) form.setError(name, { message });
    const first = named[0];
    if (first) onTabChange(tabOfField(first[0]));
    return named.length > 0;
  }

  const save = form.handleSubmit((values) => {
    setSaveFailed(false);
    const update = toProfileUpdate(values);
    // The contract's own schema checks the form before it is sent, with the server's messages.
    const checked = ProfileUpdate.safeParse(update);
    if (!checked.success) {
      const fields: Record<string, string> = {};
      for (const issue of checked.error.issues) {
        const name = String(issue.path[0] ?? '');
        fields[name] ??= issue.message;
      }
      if (!showFieldErrors(fields)) setSaveFailed(true);
      return;
    }
    mutation.mutate(update, {
      onError: (error) => {
        const placed = error instanceof ApiError && showFieldErrors(error.fields);
        if (!placed) setSaveFailed(true);
      },
    });
  });

  function cancel() {
    form.reset(toFormValues(profile));
    setSaveFailed(false);
    onEditingChange(false);
    onReload();
  }

  const name = displayName(profile);
  const { job_title: jobTitle, company } = profile;
  const work = jobTitle && company ? t`${jobTitle} at ${company}` : jobTitle || company;

  return (
    <form onSubmit={save} noValidate className="space-y-6">
      <Card className="overflow-hidden">
        <div
          aria-hidden="true"
          className="h-20 bg-gradient-to-r from-brand-700 via-brand-600 to-brand-800 sm:h-24"
        />
        <div className="flex flex-col gap-4 px-5 pb-5 sm:flex-row sm:items-end sm:justify-between sm:px-6 sm:pb-6">
          <div className="flex min-w-0 flex-col gap-3 sm:flex-row sm:items-end">
            <Avatar name={name} size="lg" className="-mt-8 size-20 text-2xl ring-4" />
            <div className="min-w-0">
              <div className="flex flex-wrap items-center gap-2">
                <h2 className="text-xl font-semibold break-words text-slate-900">{name}</h2>
                <Badge variant="brand">{ROLE_LABELS[profile.role]}</Badge>
              </div>
              <p className="mt-0.5 flex items-center gap-1.5 text-sm break-words text-slate-600">
                {work ? (
                  <>
                    <Briefcase className="size-4 shrink-0 text-slate-400" aria-hidden="true" />
                    {work}
                  </>
                ) : (
                  `@${profile.username}`
                )}
              </p>
            </div>
          </div>
          <div className="flex shrink-0 flex-wrap gap-2">
            {editing ? (
              <>
                <Button variant="secondary" onClick={cancel} disabled={mutation.isPending}>
                  <Trans>Cancel</Trans>
                </Button>
                <NetworkButton type="submit" loading={mutation.isPending}>
                  {mutation.isPending ? t`Saving...` : t`Save Changes`}
                </NetworkButton>
              </>
            ) : (
              <Button variant="secondary" onClick={() => onEditingChange(true)}>
                <Pencil aria-hidden="true" />
                <Trans>Edit Profile</Trans>
              </Button>
            )}
          </div>
        </div>
      </Card>

      {saveFailed ? <Alert variant="error">{t`Failed to update profile. Please try again.`}</Alert> : null}

      <Tabs value={tab} onValueChange={(value) => (isTab(value) ? onTabChange(value) : undefined)}>
        <TabsList aria-label={t`Profile sections`}>
          <TabsTrigger value="information">
            <UserRound className="max-sm:hidden" aria-hidden="true" />
            <Trans>Profile Information</Trans>
          </TabsTrigger>
          <TabsTrigger value="settings">
            <Settings className="max-sm:hidden" aria-hidden="true" />
            <Trans>Settings</Trans>
          </TabsTrigger>
          <TabsTrigger value="privacy">
            <Lock className="max-sm:hidden" aria-hidden="true" />
            <Trans>Privacy</Trans>
          </TabsTrigger>
        </TabsList>
        <TabsContent value="information">
          <InformationTab profile={profile} form={form} editing={editing} />
        </TabsContent>
        <TabsContent value="settings">
          <SettingsTab form={form} editing={editing} />
        </TabsContent>
        <TabsContent value="privacy">
          <PrivacyTab form={form} editing={editing} />
        </TabsContent>
      </Tabs>
    </form>
  );
}

/** The signed-in user as the saved profile leaves them; null when nothing the app shows of them changed. */
function sessionUserAfterSave(user: SessionUser, saved: Profile): SessionUser | null {
  const next: SessionUser = {
    ...user,
    first_name: saved.first_name,
    last_name: saved.last_name,
    username: saved.username,
    email: saved.email,
    language_preference: saved.language_preference,
    timezone: saved.timezone,
  };
  const changed = (Object.keys(next) as (keyof SessionUser)[]).some((key) => next[key] !== user[key]);
  return changed ? next : null;
}

/** Spec 01 §2: the same screen at /profile, /student/profile, /instructor/profile and /admin/profile. */
export function ProfilePage() {
  const { t } = useLingui();
  const { data: profile, isPending, dataUpdatedAt, refetch } = useProfile();
  const [editing, setEditing] = useState(false);
  const [tab, setTab] = useState<Tab>('information');
  const { user, updateUser } = useAuth();
  const { toast } = useToast();
  const mutation = useUpdateProfile({
    onSaved: async (saved) => {
      // The header shows the signed-in user's name and e-mail, and the whole app follows their language and
      // time zone: the session user keeps in step with the profile, which switches the app at once.
      const next = user && sessionUserAfterSave(user, saved);
      if (next) updateUser(next);
      setEditing(false);
      // Confirmed in the language just chosen, once its texts are here.
      if (isLanguage(saved.language_preference)) {
        await activateLanguage(saved.language_preference, { signedIn: true }).catch(() => undefined);
      }
      toast({ title: t`Profile updated successfully!`, variant: 'success' });
    },
  });

  return (
    <div className="space-y-6">
      <DocumentTitle title={t`My Profile`} />
      <PageHeader
        title={t`My Profile`}
        description={t`Your personal details, preferences and privacy settings.`}
      />
      {isPending ? (
        <LoadingState label={t`Loading profile...`} />
      ) : !profile ? (
        <Alert
          variant="error"
          title={t`Failed to load profile data`}
          action={
            <Button variant="secondary" size="sm" onClick={() => void refetch()}>
              <RotateCw aria-hidden="true" />
              <Trans>Try Again</Trans>
            </Button>
          }
        />
      ) : (
        <ProfileEditor
          key={dataUpdatedAt}
          profile={profile}
          mutation={mutation}
          editing={editing}
          onEditingChange={setEditing}
          tab={tab}
          onTabChange={setTab}
          onReload={() => void refetch()}
        />
      )}
      {profile ? <ChangePasswordCard /> : null}
    </div>
  );
}
