import { useState } from 'react';
import { RefreshCw, Save, Webhook } from 'lucide-react';
import type { Settings } from '@somo/contract/settings';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../lib/paths';
import { TextLink } from '../../../components/ui/text-link';
import { DocumentTitle } from '../../../components/ui/document-title';
import { PageHeader } from '../../../components/ui/page-header';
import { LoadingState } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { useAdminSettings, useSaveSettings } from '../api/admin-settings';
import { FlashBanner } from '../components/flash-banner';
import { LoadError } from '../../../components/ui/load-error';
import { SETTINGS_FORM_ID, SettingsForm } from '../components/settings-form';
import { SystemInfoCard } from '../components/system-info-card';
import { useFlash } from '../hooks/use-flash';
import { failureText } from '../lib/failure';
import type { FieldErrors } from '../lib/settings-form';

/** Spec 02 §4: the success banner shows for 5 seconds. */
export const SUCCESS_BANNER_MS = 5000;
export const SETTINGS_SAVED =
  'Settings updated successfully! Currency changes will be reflected across the platform.';

export function AdminSettingsPage() {
  const settings = useAdminSettings();
  const save = useSaveSettings();
  const { flash, success, error, clear } = useFlash(SUCCESS_BANNER_MS);
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});

  const onSubmit = (next: Settings) => {
    setServerErrors({});
    save.mutate(next, {
      onSuccess: () => success(SETTINGS_SAVED),
      onError: (failure) => {
        if (failure instanceof ApiError) setServerErrors(failure.fields);
        error(failureText(failure, 'Failed to update settings'));
      },
    });
  };

  return (
    <>
      <DocumentTitle title="Platform Settings" />
      <PageHeader
        title="Platform Settings"
        description="Site details, registration, pricing and AI options for the whole platform."
        actions={
          <>
            <Button
              variant="secondary"
              loading={settings.isRefetching}
              disabled={save.isPending}
              onClick={() => {
                clear();
                setServerErrors({});
                void settings.refetch();
              }}
            >
              {settings.isRefetching ? null : <RefreshCw aria-hidden="true" />}
              Refresh
            </Button>
            <Button type="submit" form={SETTINGS_FORM_ID} loading={save.isPending} disabled={!settings.data}>
              {save.isPending ? null : <Save aria-hidden="true" />}
              {save.isPending ? 'Saving...' : 'Save Changes'}
            </Button>
          </>
        }
      />

      <FlashBanner flash={flash} onDismiss={clear} className="mt-6" />

      <div className="mt-6 space-y-4">
        {settings.isPending ? (
          <LoadingState label="Loading settings..." />
        ) : settings.isError ? (
          <LoadError
            message="Failed to fetch settings"
            retrying={settings.isRefetching}
            onRetry={() => void settings.refetch()}
          />
        ) : (
          // A fresh copy from the server (after Refresh or a save) starts the form again from it.
          <SettingsForm
            key={settings.dataUpdatedAt}
            settings={settings.data}
            serverErrors={serverErrors}
            onSubmit={onSubmit}
          >
            <SystemInfoCard />
          </SettingsForm>
        )}
        {settings.isSuccess ? null : <SystemInfoCard />}
        <p className="flex items-center gap-2 text-sm text-slate-600">
          <Webhook className="size-4 shrink-0" aria-hidden="true" />
          <span>
            Connect your own systems to Somo's events:{' '}
            <TextLink to={paths.admin.webhooks()}>Webhooks</TextLink>
          </span>
        </p>
      </div>
    </>
  );
}
