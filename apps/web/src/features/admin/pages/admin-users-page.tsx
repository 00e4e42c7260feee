import { useState } from 'react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { RefreshCw, Users } from 'lucide-react';
import type { MessageDescriptor } from '@lingui/core';
import type { AdminUser } from '@somo/contract/admin';
import type { Role } from '@somo/contract/auth';
import { Button } from '../../../components/ui/button';
import { DocumentTitle } from '../../../components/ui/document-title';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { LoadingState } from '../../../components/ui/spinner';
import { useAuth } from '../../../lib/auth/auth-context';
import { cn } from '../../../lib/cn';
import {
  useAdminUsers,
  useChangeRole,
  useChangeStatus,
  useDeleteUser,
  useSendPasswordReset,
} from '../api/admin-users';
import { DeleteUserDialog } from '../components/delete-user-dialog';
import { PasswordResetDialog } from '../components/password-reset-dialog';
import { FlashBanner } from '../components/flash-banner';
import { FilterSelect, ListToolbar, SearchField } from '../components/list-toolbar';
import { LoadError } from '../../../components/ui/load-error';
import { Pagination, pageOfOffset } from '../../../components/ui/pagination';
import { USER_COLUMNS, UserRow } from '../components/user-row';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useFlash } from '../hooks/use-flash';
import { errorMessage } from '../../../lib/api-client';
import { formatNumber } from '../../../lib/format';
import { failureText } from '../lib/failure';
import { ColumnHeadings } from '../components/column-headings';

export const USERS_PAGE_SIZE = 25;
const SEARCH_DELAY_MS = 300;

type RoleFilter = 'all' | Role;
type StatusFilter = 'all' | 'active' | 'inactive';

const ROLE_OPTIONS = [
  { value: 'all', label: msg`All roles` },
  { value: 'admin', label: msg`Admin` },
  { value: 'instructor', label: msg`Instructor` },
  { value: 'student', label: msg`Student` },
] as const satisfies readonly { value: RoleFilter; label: MessageDescriptor }[];

const STATUS_OPTIONS = [
  { value: 'all', label: msg`All statuses` },
  { value: 'active', label: msg`Active` },
  { value: 'inactive', label: msg`Inactive` },
] as const satisfies readonly { value: StatusFilter; label: MessageDescriptor }[];

const USER_HEADINGS = [
  { label: msg`User` },
  { label: msg`Joined` },
  { label: msg`Role` },
  { label: msg`Status` },
  { label: msg`Actions`, alignEnd: true },
];

/** 'Showing 4 of 120 users': found by the search and filters, of everyone. */
function Shown({ shown, total }: { shown: number; total: number }) {
  const count = formatNumber(shown);
  const overall = formatNumber(total);
  return (
    <Trans>
      Showing {count} of {overall} users
    </Trans>
  );
}

export function AdminUsersPage() {
  const { t, i18n } = useLingui();
  const { user: me } = useAuth();
  const [search, setSearch] = useState('');
  const [role, setRole] = useState<RoleFilter>('all');
  const [status, setStatus] = useState<StatusFilter>('all');
  const [offset, setOffset] = useState(0);
  const [deleting, setDeleting] = useState<AdminUser | null>(null);
  const [resetting, setResetting] = useState<AdminUser | null>(null);
  const debouncedSearch = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  const users = useAdminUsers({
    search: debouncedSearch || undefined,
    role,
    status,
    limit: USERS_PAGE_SIZE,
    offset,
  });
  const changeRole = useChangeRole();
  const changeStatus = useChangeStatus();
  const deleteUser = useDeleteUser();
  const sendPasswordReset = useSendPasswordReset();
  const { flash, success, error, clear } = useFlash();

  const savingId = changeRole.isPending
    ? changeRole.variables.id
    : changeStatus.isPending
      ? changeStatus.variables.id
      : null;

  const filtered =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setOffset(0);
    };

  const onRoleChange = (user: AdminUser, next: Role) =>
    changeRole.mutate(
      { id: user.id, role: next },
      {
        onSuccess: () => success(t`User role updated successfully`),
        onError: (failure) => error(errorMessage(failure, t`Failed to update user role`)),
      },
    );

  const onToggleActive = (user: AdminUser) =>
    changeStatus.mutate(
      { id: user.id, isActive: !user.is_active },
      {
        onSuccess: () =>
          success(user.is_active ? t`User deactivated successfully` : t`User activated successfully`),
        onError: (failure) => error(errorMessage(failure, t`Failed to update user status`)),
      },
    );

  const onDelete = ({ id, username }: AdminUser) =>
    deleteUser.mutate(id, {
      onSuccess: () => {
        success(t`User ${username} and all associated data deleted successfully`);
        // The last user on a later page is gone: show the page before it.
        if (users.data?.users.length === 1 && offset > 0) setOffset(Math.max(0, offset - USERS_PAGE_SIZE));
      },
      onError: (failure) => error(failureText(failure, t`Failed to delete user`, i18n)),
      onSettled: () => setDeleting(null),
    });

  const onSendPasswordReset = ({ id, email }: AdminUser) =>
    sendPasswordReset.mutate(id, {
      onSuccess: () => success(t`A password reset link has been sent to ${email}.`),
      onError: (failure) => error(failureText(failure, t`Failed to send the password reset link`, i18n)),
      onSettled: () => setResetting(null),
    });

  return (
    <>
      <DocumentTitle title={t`User Management`} />
      <PageHeader
        title={t`User Management`}
        description={t`Everyone with an account: roles, status and removal.`}
        actions={
          <Button variant="secondary" loading={users.isRefetching} onClick={() => void users.refetch()}>
            {users.isRefetching ? null : <RefreshCw aria-hidden="true" />}
            <Trans>Refresh</Trans>
          </Button>
        }
      />

      <div className="mt-6">
        <ListToolbar>
          <SearchField
            label={t`Search users`}
            placeholder={t`Search users...`}
            value={search}
            onChange={(value) => {
              setSearch(value);
              setOffset(0);
            }}
          />
          <FilterSelect label={t`Role`} value={role} options={ROLE_OPTIONS} onChange={filtered(setRole)} />
          <FilterSelect
            label={t`Status`}
            value={status}
            options={STATUS_OPTIONS}
            onChange={filtered(setStatus)}
          />
        </ListToolbar>
      </div>

      <FlashBanner flash={flash} onDismiss={clear} className="mt-4" />

      {users.isPending ? (
        <LoadingState label={t`Loading users...`} />
      ) : users.isError ? (
        <LoadError
          className="mt-4"
          message={t`Failed to fetch users`}
          retrying={users.isRefetching}
          onRetry={() => void users.refetch()}
        />
      ) : (
        <section aria-label={t`Users`} className="mt-4">
          <p className="text-sm text-slate-600" aria-live="polite">
            <Shown shown={users.data.total} total={users.data.overall_total} />
          </p>
          {users.data.users.length === 0 ? (
            <EmptyState
              icon={Users}
              title={t`No users found`}
              description={t`Try another search or clear the filters.`}
              className="mt-3"
            />
          ) : (
            <div
              className={cn(
                'mt-3 overflow-hidden rounded-xl border border-slate-200 bg-white shadow-card transition-opacity',
                users.isPlaceholderData && 'opacity-60',
              )}
            >
              <ColumnHeadings columns={USER_COLUMNS} headings={USER_HEADINGS} />
              <ul className="divide-y divide-slate-100">
                {users.data.users.map((user) => (
                  <li key={user.id}>
                    <UserRow
                      user={user}
                      isSelf={user.id === me?.id}
                      saving={savingId === user.id}
                      onRoleChange={(next) => onRoleChange(user, next)}
                      onToggleActive={() => onToggleActive(user)}
                      onDelete={() => setDeleting(user)}
                      onSendPasswordReset={() => setResetting(user)}
                    />
                  </li>
                ))}
              </ul>
            </div>
          )}
          <Pagination
            label={t`User pages`}
            {...pageOfOffset({ offset, pageSize: USERS_PAGE_SIZE, total: users.data.total })}
            onPageChange={(page) => setOffset((page - 1) * USERS_PAGE_SIZE)}
          />
        </section>
      )}

      <DeleteUserDialog
        user={deleting}
        pending={deleteUser.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={onDelete}
      />
      <PasswordResetDialog
        user={resetting}
        pending={sendPasswordReset.isPending}
        onCancel={() => setResetting(null)}
        onConfirm={onSendPasswordReset}
      />
    </>
  );
}
