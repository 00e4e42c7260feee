import { Trans, useLingui } from '@lingui/react/macro';
import type { AdminUser } from '@somo/contract/admin';
import type { Role } from '@somo/contract/auth';
import { Crown, KeyRound, Trash2, UserCheck, UserX } from 'lucide-react';
import { Avatar } from '../../../components/ui/avatar';
import { Badge } from '../../../components/ui/badge';
import { NetworkButton } from '../../../components/ui/network-button';
import { Select } from '../../../components/ui/select';
import { formatDate } from '../../../lib/format';
import { ROLE_LABELS, displayName } from '../../../lib/user-display';

const ROLES: Role[] = ['admin', 'instructor', 'student'];

/** Column template shared by the rows and the header above them (wide screens only). */
export const USER_COLUMNS =
  'lg:grid lg:grid-cols-[minmax(0,1fr)_7rem_9rem_5rem_16rem] lg:items-center lg:gap-4';

type UserRowProps = {
  user: AdminUser;
  isSelf: boolean;
  /** A role or status change for this user is on its way. */
  saving: boolean;
  onRoleChange: (role: Role) => void;
  onToggleActive: () => void;
  onDelete: () => void;
  onSendPasswordReset: () => void;
};

/** Initials from the full name (the username when none is set); a crown for a superuser. */
function UserAvatar({ user }: { user: AdminUser }) {
  if (user.is_superuser) {
    return (
      <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-warning-100 text-warning-700">
        <Crown className="size-5" aria-hidden="true" />
      </span>
    );
  }
  return <Avatar name={displayName(user)} size="md" />;
}

function ProtectedNote({ user, isSelf }: { user: AdminUser; isSelf: boolean }) {
  return (
    <p className="text-xs text-slate-500 lg:text-end">
      {user.is_superuser ? (
        <Trans>Superusers cannot be changed</Trans>
      ) : isSelf ? (
        <Trans>This is your account</Trans>
      ) : null}
    </p>
  );
}

export function UserRow({
  user,
  isSelf,
  saving,
  onRoleChange,
  onToggleActive,
  onDelete,
  onSendPasswordReset,
}: UserRowProps) {
  const { t } = useLingui();
  const locked = user.is_superuser || isSelf;
  const name = displayName(user);
  const { username } = user;
  return (
    <article
      aria-label={name}
      className={`flex flex-col gap-3 p-4 sm:px-5 ${USER_COLUMNS} ${user.is_active ? '' : 'bg-slate-50/60'}`}
    >
      <div className="flex min-w-0 items-start gap-3">
        <UserAvatar user={user} />
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <h3 className="font-semibold break-words text-slate-900">{name}</h3>
            {user.is_superuser ? (
              <Badge variant="warning">
                <Trans>SUPERUSER</Trans>
              </Badge>
            ) : null}
            {isSelf ? (
              <Badge variant="brand">
                <Trans>You</Trans>
              </Badge>
            ) : null}
          </div>
          <p className="text-sm break-all text-slate-600">@{user.username}</p>
          <p className="text-sm break-all text-slate-600">{user.email}</p>
        </div>
      </div>

      <p className="text-sm text-slate-600">
        <span className="lg:sr-only">
          <Trans>Joined</Trans>{' '}
        </span>
        <time dateTime={user.date_joined}>{formatDate(user.date_joined)}</time>
      </p>

      <div className="flex flex-wrap items-center gap-2 lg:contents">
        {locked ? (
          <Badge variant="neutral" className="w-fit">
            {ROLE_LABELS[user.role]}
          </Badge>
        ) : (
          <div className="w-40 lg:w-auto">
            <Select
              aria-label={t`Role for ${username}`}
              value={user.role}
              disabled={saving}
              onChange={(event) => onRoleChange(event.target.value as Role)}
            >
              {ROLES.map((role) => (
                <option key={role} value={role}>
                  {ROLE_LABELS[role]}
                </option>
              ))}
            </Select>
          </div>
        )}
        <Badge variant={user.is_active ? 'success' : 'neutral'} className="w-fit">
          {user.is_active ? <Trans>Active</Trans> : <Trans>Inactive</Trans>}
        </Badge>
      </div>

      {locked ? (
        <ProtectedNote user={user} isSelf={isSelf} />
      ) : (
        <div className="flex flex-wrap gap-2 lg:justify-end">
          <NetworkButton
            variant="secondary"
            size="sm"
            disabled={saving}
            onClick={onToggleActive}
            aria-label={user.is_active ? t`Deactivate ${username}` : t`Activate ${username}`}
          >
            {user.is_active ? <UserX aria-hidden="true" /> : <UserCheck aria-hidden="true" />}
            {user.is_active ? <Trans>Deactivate</Trans> : <Trans>Activate</Trans>}
          </NetworkButton>
          <NetworkButton
            variant="ghost"
            size="sm"
            className="text-danger-700 hover:bg-danger-50 hover:text-danger-800"
            disabled={saving}
            onClick={onDelete}
            aria-label={t`Delete ${username}`}
          >
            <Trash2 aria-hidden="true" />
            <Trans>Delete</Trans>
          </NetworkButton>
          <NetworkButton
            variant="secondary"
            size="sm"
            disabled={saving}
            onClick={onSendPasswordReset}
            aria-label={t`Reset password for ${username}`}
          >
            <KeyRound aria-hidden="true" />
            <Trans>Reset password</Trans>
          </NetworkButton>
        </div>
      )}
    </article>
  );
}
