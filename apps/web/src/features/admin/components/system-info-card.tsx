import type { ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Info } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { formatDateTime, formatRelativeTime } from '../../../lib/format';
import { useSystemInfo } from '../api/admin-settings';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 py-2.5 first:pt-0 sm:flex-row sm:items-baseline sm:justify-between sm:gap-4">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="text-sm font-medium break-words text-slate-900 sm:text-end">{children}</dd>
    </div>
  );
}

function Facts() {
  const { t } = useLingui();
  const system = useSystemInfo();
  if (system.isPending) {
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-slate-500">
        <Spinner className="size-4" /> <Trans>Checking the system...</Trans>
      </p>
    );
  }
  if (system.isError) {
    return (
      <div className="space-y-2 text-sm text-danger-700">
        <p role="alert">
          <Trans>System information could not be loaded.</Trans>
        </p>
        <Button
          variant="secondary"
          size="sm"
          loading={system.isRefetching}
          onClick={() => void system.refetch()}
        >
          <Trans>Try again</Trans>
        </Button>
      </div>
    );
  }
  const { version, database, ai_provider: ai, settings_updated_at: updatedAt } = system.data;
  return (
    <dl className="divide-y divide-slate-100">
      <Fact label={t`Version`}>v{version}</Fact>
      <Fact label={t`Database`}>
        <span className="inline-flex flex-wrap items-center gap-2 sm:justify-end">
          {database.label}
          <Badge variant={database.reachable ? 'success' : 'danger'}>
            {database.reachable ? <Trans>Connected</Trans> : <Trans>Not reachable</Trans>}
          </Badge>
        </span>
      </Fact>
      <Fact label={t`AI Services`}>{ai}</Fact>
      <Fact label={t`Last Updated`}>
        {updatedAt ? (
          <time dateTime={updatedAt} title={formatDateTime(updatedAt)}>
            {formatRelativeTime(updatedAt)}
          </time>
        ) : (
          <Trans>Never changed (defaults in use)</Trans>
        )}
      </Fact>
    </dl>
  );
}

export function SystemInfoCard() {
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <Trans>System Information</Trans>
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        <Facts />
        <p className="flex gap-2 rounded-lg bg-brand-50 px-3 py-2.5 text-sm text-brand-900">
          <Info className="mt-0.5 size-4 shrink-0 text-brand-600" aria-hidden="true" />
          <Trans>Changes to these settings affect all users of the platform as soon as they are saved.</Trans>
        </p>
      </CardContent>
    </Card>
  );
}
