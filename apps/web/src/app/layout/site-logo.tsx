import { Link } from 'react-router';
import { GraduationCap } from 'lucide-react';
import { BRAND } from '../../lib/brand';
import { paths } from '../../lib/paths';

export function SiteLogo({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <Link
      to={paths.home()}
      onClick={onNavigate}
      className="flex shrink-0 items-center gap-2 rounded-lg text-lg font-bold tracking-tight text-slate-900"
    >
      <span className="flex size-8 items-center justify-center rounded-lg bg-brand-700 text-white shadow-sm">
        <GraduationCap className="size-5" aria-hidden="true" />
      </span>
      {BRAND}
    </Link>
  );
}
