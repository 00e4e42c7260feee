import type { AdminRequestItem } from '@somo/contract/admin';
import { Check, X } from 'lucide-react';
import { Avatar } from '../../../components/ui/avatar';
import { Badge, type BadgeVariant } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { displayName } from '../../../lib/user-display';
import { formatDateTime } from '../lib/format';

const STATUS: Record<AdminRequestItem['status'], { label: string; variant: BadgeVariant }> = {
  pending: { label: 'Pending', variant: 'warning' },
  approved: { label: 'Approved', variant: 'success' },
  rejected: { label: 'Rejected', variant: 'danger' },
};

type AdminRequestCardProps = {
  request: AdminRequestItem;
  approving: boolean;
  /** Another request is being decided; this one waits. */
  busy: boolean;
  /** Each gets the button pressed, for focus to return to if the dialog it opens is cancelled. */
  onApprove: (button: HTMLButtonElement) => void;
  onReject: (button: HTMLButtonElement) => void;
};

function Decision({ request }: { request: AdminRequestItem }) {
  if (request.status === 'pending') return null;
  const when = request.approved_at ? ` on ${formatDateTime(request.approved_at)}` : '';
  const decider = request.approved_by_name ?? request.approved_by;
  const who = decider ? ` by ${decider}` : '';
  return (
    <div className="mt-3 rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-700">
      <p>
        {request.status === 'approved' ? 'Approved' : 'Rejected'}
        {who}
        {when}.
      </p>
      {request.rejection_reason ? (
        <p className="mt-1 break-words">
          <span className="font-medium text-slate-900">Reason:</span> {request.rejection_reason}
        </p>
      ) : null}
    </div>
  );
}

/** The card's heading, where focus lands once the request is decided and its buttons are gone. */
export const requestHeadingId = (id: number) => `request-${id}`;

export function AdminRequestCard({ request, approving, busy, onApprove, onReject }: AdminRequestCardProps) {
  const name = displayName(request);
  const status = STATUS[request.status];
  return (
    <article
      aria-labelledby={requestHeadingId(request.id)}
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-card sm:p-5"
    >
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
        <div className="flex min-w-0 flex-1 items-start gap-3">
          <Avatar name={name} size="md" />
          <div className="min-w-0">
            <div className="flex flex-wrap items-center gap-2">
              <h2
                id={requestHeadingId(request.id)}
                tabIndex={-1}
                className="font-semibold break-words text-slate-900 outline-none"
              >
                {name}
              </h2>
              <Badge variant={status.variant}>{status.label}</Badge>
            </div>
            <p className="text-sm break-words text-slate-600">
              @{request.username} · {request.email}
            </p>
            <p className="mt-1 text-xs text-slate-500">Requested {formatDateTime(request.requested_at)}</p>
          </div>
        </div>
        {request.status === 'pending' ? (
          <div className="flex gap-2 sm:shrink-0">
            <Button
              size="sm"
              loading={approving}
              disabled={busy}
              onClick={(event) => onApprove(event.currentTarget)}
              aria-label={`Approve ${name}`}
            >
              {approving ? null : <Check aria-hidden="true" />}
              Approve
            </Button>
            <Button
              size="sm"
              variant="secondary"
              disabled={busy || approving}
              onClick={(event) => onReject(event.currentTarget)}
              aria-label={`Reject ${name}`}
            >
              <X aria-hidden="true" />
              Reject
            </Button>
          </div>
        ) : null}
      </div>
      <Decision request={request} />
    </article>
  );
}
