import { ShieldAlert } from 'lucide-react';
import { StatusScreen } from '../../errors/components/status-screen';

/** Spec 01 §2: the assessments page has its own refusal text for instructors and admins. */
export function ExamsAccessDenied() {
  return (
    <StatusScreen
      documentTitle="Access Denied"
      mark={
        <span className="flex size-16 items-center justify-center rounded-2xl bg-danger-50 text-danger-600 ring-1 ring-danger-100">
          <ShieldAlert className="size-8" aria-hidden="true" />
        </span>
      }
      title="Access Denied"
      message="Access Denied: Only students can access the assessments page."
    />
  );
}
