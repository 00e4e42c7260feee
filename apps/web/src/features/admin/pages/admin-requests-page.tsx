import { useMemo, useState } from 'react';
import { RefreshCw, UserCheck } from 'lucide-react';
import type { AdminRequestItem } from '@somo/contract/admin';
import { Button } from '../../../components/ui/button';
import { DocumentTitle } from '../../../components/ui/document-title';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { LoadingState } from '../../../components/ui/spinner';
import { useAdminRequests, useApproveRequest, useRejectRequest } from '../api/admin-requests';
import { AdminRequestCard } from '../components/admin-request-card';
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
  const requests = useAdminRequests();
  const approve = useApproveRequest();
  const reject = useRejectRequest();
  const { flash, success, error, clear } = useFlash();
  const [rejecting, setRejecting] = useState<AdminRequestItem | null>(null);
  const ordered = useMemo(() => pendingFirst(requests.data ?? []), [requests.data]);
  const pendingCount = ordered.filter((request) => request.status === 'pending').length;

  const onApprove = (request: AdminRequestItem) =>
    approve.mutate(request.id, {
      onSuccess: () => success('Admin request approved successfully!'),
      onError: (failure) => error(failureText(failure, 'Failed to approve request')),
    });

  const onReject = (reason: string) => {
    if (!rejecting) return;
    reject.mutate(
      { id: rejecting.id, reason },
      {
        onSuccess: () => success('Admin request rejected successfully!'),
        onError: (failure) => error(failureText(failure, 'Failed to reject request')),
        onSettled: () => setRejecting(null),
      },
    );
  };

  return (
    <>
      <DocumentTitle title="Admin Registration Requests" />
      <PageHeader
        title="Admin Registration Requests"
        description="Requests for administrator accounts, to approve or reject."
        actions={
          <Button variant="secondary" loading={requests.isRefetching} onClick={() => void requests.refetch()}>
            {requests.isRefetching ? null : <RefreshCw aria-hidden="true" />}
            Refresh
          </Button>
        }
      />

      <FlashBanner flash={flash} onDismiss={clear} className="mt-6" />

      {requests.isPending ? (
        <LoadingState label="Loading requests..." />
      ) : requests.isError ? (
        <LoadError
          className="mt-6"
          message="Failed to fetch admin requests"
          retrying={requests.isRefetching}
          onRetry={() => void requests.refetch()}
        />
      ) : requests.data.length === 0 ? (
        <EmptyState
          icon={UserCheck}
          title="No admin requests"
          description="When someone registers as an administrator, their request appears here for approval."
          className="mt-6"
        />
      ) : (
        <section aria-label="Requests" className="mt-6">
          <p className="text-sm text-slate-600">
            {pendingCount === 0
              ? 'No requests are waiting for a decision.'
              : `${pendingCount} ${pendingCount === 1 ? 'request is' : 'requests are'} waiting for a decision.`}
          </p>
          <ul className="mt-3 space-y-3">
            {ordered.map((request) => (
              <li key={request.id}>
                <AdminRequestCard
                  request={request}
                  approving={approve.isPending && approve.variables === request.id}
                  busy={approve.isPending || reject.isPending}
                  onApprove={() => onApprove(request)}
                  onReject={() => setRejecting(request)}
                />
              </li>
            ))}
          </ul>
        </section>
      )}

      <RejectRequestDialog
        key={rejecting?.id}
        request={rejecting}
        pending={reject.isPending}
        onCancel={() => setRejecting(null)}
        onReject={onReject}
      />
    </>
  );
}
