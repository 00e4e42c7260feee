import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { PANEL_FOCUS_STATE } from './panel-heading';

/** Back to another view of the assessments panel, taking focus along. */
export function PanelBackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link
      to={to}
      state={PANEL_FOCUS_STATE}
      className="inline-flex items-center gap-1.5 rounded-md text-sm font-medium text-brand-700 hover:text-brand-800"
    >
      <ArrowLeft className="size-4 rtl:-scale-x-100" aria-hidden="true" />
      {children}
    </Link>
  );
}
