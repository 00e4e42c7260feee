import { useLingui } from '@lingui/react/macro';
import { ShieldAlert } from 'lucide-react';
import { StatusScreen } from './status-screen';

/** The Access Denied screen: the route guard's, and a page's own where the spec words its refusal. */
export function AccessDenied({ message }: { message?: string }) {
  const { t } = useLingui();
  return (
    <StatusScreen
      documentTitle={t`Access Denied`}
      mark={
        <span className="flex size-16 items-center justify-center rounded-2xl bg-danger-50 text-danger-600 ring-1 ring-danger-100">
          <ShieldAlert className="size-8" aria-hidden="true" />
        </span>
      }
      title={t`Access Denied`}
      message={message ?? t`You don't have permission to access this page.`}
    />
  );
}
