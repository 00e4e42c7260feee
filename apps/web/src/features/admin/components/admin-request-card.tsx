import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { AdminRequestItem } from '@somo/contract/admin';
import { Check, X } from 'lucide-react';
import { Avatar } from '../../../components/ui/avatar';
import { Badge, type BadgeVariant } from '../../../components/ui/badge';
import { NetworkButton } from '../../../components/ui/network-button';
import { formatDateTime } from '../../../lib/format';
import { displayName } from '../../../lib/user-display';

const STATUS: Record<AdminRequestItem['status'], { label: MessageDescriptor; variant: BadgeVariant }> = {
  pending: { label: msg`Pending`, variant: 'warning' },
  approved: { label: msg`Approved`, variant: 'success' },
  rejected: { label: msg`Rejected`, variant: 'danger' },
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

/** 'Approved by Chief Admin on Feb 1, 2026, 8:30 AM.', saying only what is known of who and when. */
function decisionText(request: AdminRequestItem, i18n: I18n): string {
  const decider = request.approved_by_name ?? request.approved_by;
  const when = request.approved_at ? formatDateTime(request.approved_at) : null;
  if (request.status === 'approved') {
    if (decider && when) return i18n._(msg`Approved by ${decider} on ${when}.`);
    if (decider) return i18n._(msg`Approved by ${decider}.`);
    return when ? i18n._(msg`Approved on ${when}.`) : i18n._(msg`Approved.`);
  }
  if (decider && when) return i18n._(msg`Rejected by ${decider} on ${when}.`);
  if (decider) return i18n._(msg`Rejected by ${decider}.`);
  return when ? i18n._(msg`Rejected on ${when}.`) : i18n._(msg`Rejected.`);
}

function Decision({ request }: { request: AdminRequestItem }) {
  const { i18n } = useLingui();
  if (request.status === 'pending') return null;
  const reason = request.rejection_reason;
  return (
    <div className="mt-3 rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-700">
      <p>{decisionText(request, i18n)}</p>
      {reason ? (
        <p className="mt-1 break-words">
          <Trans>
            <span className="font-medium text-slate-900">Reason:</span> {reason}
          </Trans>
        </p>
      ) : null}
    </div>
  );
}

/** The card's heading, where focus lands once the request is decided and its buttons are gone. */
export const requestHeadingId = (id: number) => `request-${id}`;

export function AdminRequestCard({ request, approving, busy, onApprove, onReject }: AdminRequestCardProps) {
  const { t, i18n } = useLingui();
  const name = displayName(request);
  const status = STATUS[request.status];
  const requestedAt = formatDateTime(request.requested_at);
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
              <Badge variant={status.variant}>{i18n._(status.label)}</Badge>
            </div>
            <p className="text-sm break-words text-slate-600">
              @{request.username} · {request.email}
            </p>
            <p className="mt-1 text-xs text-slate-500">
              <Trans>Requested {requestedAt}</Trans>
            </p>
          </div>
        </div>
        {request.status === 'pending' ? (
          <div className="flex gap-2 sm:shrink-0">
            <NetworkButton
              size="sm"
              loading={approving}
              disabled={busy}
              onClick={(event) => onApprove(event.currentTarget)}
              aria-label={t`Approve ${name}`}
            >
              {approving ? null : <Check aria-hidden="true" />}
              <Trans>Approve</Trans>
            </NetworkButton>
            <NetworkButton
              size="sm"
              variant="secondary"
              disabled={busy || approving}
              onClick={(event) => onReject(event.currentTarget)}
              aria-label={t`Reject ${name}`}
            >
              <X aria-hidden="true" />
              <Trans>Reject</Trans>
            </NetworkButton>
          </div>
        ) : null}
      </div>
      <Decision request={request} />
    </article>
  );
}
