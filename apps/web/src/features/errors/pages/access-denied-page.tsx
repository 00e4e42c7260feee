import { ShieldAlert } from 'lucide-react';
import { StatusScreen } from '../components/status-screen';

export function AccessDeniedPage() {
  return (
    <StatusScreen
      documentTitle="Access Denied"
      mark={
        <span className="flex size-16 items-center justify-center rounded-2xl bg-danger-50 text-danger-600 ring-1 ring-danger-100">
          <ShieldAlert className="size-8" aria-hidden="true" />
        </span>
      }
      title="Access Denied"
      message="You don't have permission to access this page."
    />
  );
}
