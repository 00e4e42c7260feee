import { useMemo, useRef, useState } from 'react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { RefreshCw, UserCheck } from 'lucide-react';
import type { AdminRequestItem } from '@somo/contract/admin';
import { Button } from '../../../components/ui/button';
import { DocumentTitle } from '../../../components/ui/document-title';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { LoadingState } from '../../../components/ui/spinner';
import { useAdminRequests, useApproveRequest, useRejectRequest } from '../api/admin-requests';
import { AdminRequestCard, requestHeadingId } from '../components/admin-request-card';
import { ApproveRequestDialog } from '../components/approve-request-dialog';
import { FlashBanner } from '../components/flash-banner';
import { LoadError } from '../../../components/ui/load-error';
import { RejectRequestDialog } from '../components/reject-request-dialog';
import { useFlash } from '../hooks/use-flash';
import { failureText } from '../lib/failure';

/** Requests waiting for a decision first; within each group the server's newest-first order stays. */
function pendingFirst(requests: AdminRequestItem[]): AdminRequestItem[] {
  return [...requests].sort((a, b) => Number(b.status === 'pending') - Number(a.status === 'pending'));
}

export function AdminRequestsPage() {
  const { t, i18n } = useLingui();
  const requests = useAdminRequests();
  const approve = useApproveRequest();
  const reject = useRejectRequest();
  const { flash, success, error, clear } = useFlash();
  const [approving, setApproving] = useState<AdminRequestItem | null>(null);
  const [rejecting, setRejecting] = useState<AdminRequestItem | null>(null);
  // Focus after a dialog: back to the button that opened it when cancelled; after a decision that button is
  // gone or disabled, so to the decided request's heading instead.
  const opener = useRef<HTMLButtonElement | null>(null);
  const decided = useRef<number | null>(null);
  const ordered = useMemo(() => pendingFirst(requests.data ?? []), [requests.data]);
  const pendingCount = ordered.filter((request) => request.status === 'pending').length;

  const openDialog =
    (open: (request: AdminRequestItem) => void, request: AdminRequestItem) => (button: HTMLButtonElement) => {
      opener.current = button;
      decided.current = null;
      open(request);
    };

  const restoreFocus = (event: Event) => {
    // The dialogs have no trigger of their own, so without this focus would fall back to the page.
    event.preventDefault();
    const id = decided.current;
    const target = id === null ? opener.current : document.getElementById(requestHeadingId(id));
    decided.current = null;
    opener.current = null;
    if (target?.isConnected) target.focus();
  };

  const onApprove = () => {
    if (!approving) return;
    const { id } = approving;
    approve.mutate(id, {
      onSuccess: () => success(t`Admin request approved successfully!`),
      onError: (failure) => error(failureText(failure, t`Failed to approve request`, i18n)),
      onSettled: () => {
        decided.current = id;
        setApproving(null);
      },
    });
  };

  const onReject = (reason: string) => {
    if (!rejecting) return;
    const { id } = rejecting;
    reject.mutate(
      { id, reason },
      {
        onSuccess: () => success(t`Admin request rejected successfully!`),
        onError: (failure) => error(failureText(failure, t`Failed to reject request`, i18n)),
        onSettled: () => {
          decided.current = id;
          setRejecting(null);
        },
      },
    );
  };

  return (
    <>
      <DocumentTitle title={t`Admin Registration Requests`} />
      <PageHeader
        title={t`Admin Registration Requests`}
        description={t`Requests for administrator accounts, to approve or reject.`}
        actions={
          <Button variant="secondary" loading={requests.isRefetching} onClick={() => void requests.refetch()}>
            {requests.isRefetching ? null : <RefreshCw aria-hidden="true" />}
            <Trans>Refresh</Trans>
          </Button>
        }
      />

      <FlashBanner flash={flash} onDismiss={clear} className="mt-6" />

      {requests.isPending ? (
        <LoadingState label={t`Loading requests...`} />
      ) : requests.isError ? (
        <LoadError
          className="mt-6"
          message={t`Failed to fetch admin requests`}
          retrying={requests.isRefetching}
          onRetry={() => void requests.refetch()}
        />
      ) : requests.data.length === 0 ? (
        <EmptyState
          icon={UserCheck}
          title={t`No admin requests`}
          description={t`When someone registers as an administrator, their request appears here for approval.`}
          className="mt-6"
        />
      ) : (
        <section aria-label={t`Requests`} className="mt-6">
          <p className="text-sm text-slate-600">
            <Plural
              value={pendingCount}
              _0="No requests are waiting for a decision."
              one="# request is waiting for a decision."
              other="# requests are waiting for a decision."
            />
          </p>
          <ul className="mt-3 space-y-3">
            {ordered.map((request) => (
              <li key={request.id}>
                <AdminRequestCard
                  request={request}
                  approving={approve.isPending && approve.variables === request.id}
                  busy={approve.isPending || reject.isPending}
                  onApprove={openDialog(setApproving, request)}
                  onReject={openDialog(setRejecting, request)}
                />
              </li>
            ))}
          </ul>
        </section>
      )}

      <ApproveRequestDialog
        request={approving}
        pending={approve.isPending}
        onCancel={() => setApproving(null)}
        onApprove={onApprove}
        onCloseAutoFocus={restoreFocus}
      />
      <RejectRequestDialog
        key={rejecting?.id}
        request={rejecting}
        pending={reject.isPending}
        onCancel={() => setRejecting(null)}
        onReject={onReject}
        onCloseAutoFocus={restoreFocus}
      />
    </>
  );
}
