import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { RefreshCw, Save, Webhook } from 'lucide-react';
import type { Settings } from '@somo/contract/settings';
import { Button } from '../../../components/ui/button';
import { NetworkButton } from '../../../components/ui/network-button';
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

export function AdminSettingsPage() {
  const { t, i18n } = useLingui();
  const settings = useAdminSettings();
  const save = useSaveSettings();
  const { flash, success, error, clear } = useFlash(SUCCESS_BANNER_MS);
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});

  const onSubmit = (next: Settings) => {
    setServerErrors({});
    save.mutate(next, {
      onSuccess: () =>
        success(t`Settings updated successfully! Currency changes will be reflected across the platform.`),
      onError: (failure) => {
        if (failure instanceof ApiError) setServerErrors(failure.fields);
        error(failureText(failure, t`Failed to update settings`, i18n));
      },
    });
  };

  return (
    <>
      <DocumentTitle title={t`Platform Settings`} />
      <PageHeader
        title={t`Platform Settings`}
        description={t`Site details, registration, pricing and AI options for the whole platform.`}
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
              <Trans>Refresh</Trans>
            </Button>
            <NetworkButton
              type="submit"
              form={SETTINGS_FORM_ID}
              loading={save.isPending}
              disabled={!settings.data}
            >
              {save.isPending ? null : <Save aria-hidden="true" />}
              {save.isPending ? <Trans>Saving...</Trans> : <Trans>Save Changes</Trans>}
            </NetworkButton>
          </>
        }
      />

      <FlashBanner flash={flash} onDismiss={clear} className="mt-6" />

      <div className="mt-6 space-y-4">
        {settings.isPending ? (
          <LoadingState label={t`Loading settings...`} />
        ) : settings.isError ? (
          <LoadError
            message={t`Failed to fetch settings`}
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
            <Trans>
              Connect your own systems to Somo's events:{' '}
              <TextLink to={paths.admin.webhooks()}>Webhooks</TextLink>
            </Trans>
          </span>
        </p>
      </div>
    </>
  );
}
