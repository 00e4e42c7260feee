import { isRouteErrorResponse, useRouteError } from 'react-router';
import { AlertTriangle, RotateCcw } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../../../components/ui/button';
import { DocumentTitle } from '../../../components/ui/document-title';

/** A page that failed to load or crashed; most often a new version was deployed and a chunk moved. */
export function RouteErrorPage() {
  const { t } = useLingui();
  const error = useRouteError();
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : null;
  return (
    <main className="flex min-h-dvh items-center justify-center bg-slate-50 px-4">
      <DocumentTitle title={t`Something went wrong`} />
      <div className="w-full max-w-md text-center">
        <span className="mx-auto mb-6 flex size-16 items-center justify-center rounded-2xl bg-warning-50 text-warning-600 ring-1 ring-warning-100">
          <AlertTriangle className="size-8" aria-hidden="true" />
        </span>
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900">
          <Trans>Something went wrong</Trans>
        </h1>
        <p className="mt-3 text-slate-600">
          <Trans>
            This page could not be shown. Reloading usually fixes it; if it keeps happening, please try again
            later.
          </Trans>
        </p>
        {detail ? <p className="mt-2 text-sm text-slate-500">{detail}</p> : null}
        <div className="mt-8 flex flex-col-reverse justify-center gap-3 sm:flex-row">
          <Button variant="secondary" onClick={() => window.location.assign('/')}>
            <Trans>Go Home</Trans>
          </Button>
          <Button onClick={() => window.location.reload()}>
            <RotateCcw aria-hidden="true" />
            <Trans>Reload page</Trans>
          </Button>
        </div>
      </div>
    </main>
  );
}
