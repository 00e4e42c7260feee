import { useState } from 'react';
import { RefreshCw, Users } from 'lucide-react';
import type { AdminUser } from '@somo/contract/admin';
import type { Role } from '@somo/contract/auth';
import { Button } from '../../../components/ui/button';
import { DocumentTitle } from '../../../components/ui/document-title';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { LoadingState } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
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
import { Pagination } from '../components/pagination';
import { USER_COLUMNS, UserRow } from '../components/user-row';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useFlash } from '../hooks/use-flash';
import { failureText } from '../lib/failure';
import { formatCount } from '../lib/format';
import { ColumnHeadings } from '../components/column-headings';

export const USERS_PAGE_SIZE = 25;
const SEARCH_DELAY_MS = 300;

type RoleFilter = 'all' | Role;
type StatusFilter = 'all' | 'active' | 'inactive';

const ROLE_OPTIONS = [
  { value: 'all', label: 'All roles' },
  { value: 'admin', label: 'Admin' },
  { value: 'instructor', label: 'Instructor' },
  { value: 'student', label: 'Student' },
] as const satisfies readonly { value: RoleFilter; label: string }[];

const STATUS_OPTIONS = [
  { value: 'all', label: 'All statuses' },
  { value: 'active', label: 'Active' },
  { value: 'inactive', label: 'Inactive' },
] as const satisfies readonly { value: StatusFilter; label: string }[];

const USER_HEADINGS = [
  { label: 'User' },
  { label: 'Joined' },
  { label: 'Role' },
  { label: 'Status' },
  { label: 'Actions', alignEnd: true },
];

export function AdminUsersPage() {
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
        onSuccess: () => success('User role updated successfully'),
        onError: (failure) => error(errorMessage(failure, 'Failed to update user role')),
      },
    );

  const onToggleActive = (user: AdminUser) =>
    changeStatus.mutate(
      { id: user.id, isActive: !user.is_active },
      {
        onSuccess: () =>
          success(user.is_active ? 'User deactivated successfully' : 'User activated successfully'),
        onError: (failure) => error(errorMessage(failure, 'Failed to update user status')),
      },
    );

  const onDelete = (user: AdminUser) =>
    deleteUser.mutate(user.id, {
      onSuccess: (answer) => {
        success(answer.message || `User ${user.username} and all associated data deleted successfully`);
        // The last user on a later page is gone: show the page before it.
        if (users.data?.users.length === 1 && offset > 0) setOffset(Math.max(0, offset - USERS_PAGE_SIZE));
      },
      onError: (failure) => error(failureText(failure, 'Failed to delete user')),
      onSettled: () => setDeleting(null),
    });

  const onSendPasswordReset = (user: AdminUser) =>
    sendPasswordReset.mutate(user.id, {
      onSuccess: (answer) => success(answer.message),
      onError: (failure) => error(failureText(failure, 'Failed to send the password reset link')),
      onSettled: () => setResetting(null),
    });

  return (
    <>
      <DocumentTitle title="User Management" />
      <PageHeader
        title="User Management"
        description="Everyone with an account: roles, status and removal."
        actions={
          <Button variant="secondary" loading={users.isRefetching} onClick={() => void users.refetch()}>
            {users.isRefetching ? null : <RefreshCw aria-hidden="true" />}
            Refresh
          </Button>
        }
      />

      <div className="mt-6">
        <ListToolbar>
          <SearchField
            label="Search users"
            placeholder="Search users..."
            value={search}
            onChange={(value) => {
              setSearch(value);
              setOffset(0);
            }}
          />
          <FilterSelect label="Role" value={role} options={ROLE_OPTIONS} onChange={filtered(setRole)} />
          <FilterSelect
            label="Status"
            value={status}
            options={STATUS_OPTIONS}
            onChange={filtered(setStatus)}
          />
        </ListToolbar>
      </div>

      <FlashBanner flash={flash} onDismiss={clear} className="mt-4" />

      {users.isPending ? (
        <LoadingState label="Loading users..." />
      ) : users.isError ? (
        <LoadError
          className="mt-4"
          message="Failed to fetch users"
          retrying={users.isRefetching}
          onRetry={() => void users.refetch()}
        />
      ) : (
        <section aria-label="Users" className="mt-4">
          <p className="text-sm text-slate-600" aria-live="polite">
            Showing {formatCount(users.data.total)} of {formatCount(users.data.overall_total)} users
          </p>
          {users.data.users.length === 0 ? (
            <EmptyState
              icon={Users}
              title="No users found"
              description="Try another search or clear the filters."
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
            label="User pages"
            offset={offset}
            pageSize={USERS_PAGE_SIZE}
            total={users.data.total}
            onOffsetChange={setOffset}
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
