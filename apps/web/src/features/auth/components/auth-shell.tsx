import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { CheckCircle2, GraduationCap } from 'lucide-react';
import { DocumentTitle } from '../../../components/ui/document-title';

type AuthShellProps = {
  documentTitle: string;
  title: string;
  subtitle: ReactNode;
  /** The wide-screen side panel: a heading and a few reasons to continue. */
  panelTitle: string;
  panelPoints: readonly string[];
  children: ReactNode;
  footer?: ReactNode;
};

export function AuthShell({
  documentTitle,
  title,
  subtitle,
  panelTitle,
  panelPoints,
  children,
  footer,
}: AuthShellProps) {
  return (
    <div className="flex flex-1 justify-center bg-gradient-to-b from-brand-50/80 via-slate-50 to-slate-50 px-4 py-8 sm:py-14">
      <DocumentTitle title={documentTitle} />
      <div className="grid w-full max-w-5xl self-start overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-overlay lg:grid-cols-[minmax(0,0.9fr)_minmax(0,1.1fr)]">
        <aside className="relative hidden overflow-hidden bg-brand-900 p-10 text-white lg:flex lg:flex-col">
          <div
            aria-hidden="true"
            className="absolute inset-0 bg-[radial-gradient(circle_at_0%_0%,rgb(42_151_139/0.5),transparent_55%),radial-gradient(circle_at_100%_100%,rgb(29_122_113/0.55),transparent_50%)]"
          />
          <div className="relative flex flex-1 flex-col">
            <span className="flex size-11 items-center justify-center rounded-xl bg-white/10 ring-1 ring-white/20">
              <GraduationCap className="size-6" aria-hidden="true" />
            </span>
            <p className="mt-8 text-2xl leading-snug font-semibold text-balance">{panelTitle}</p>
            <ul className="mt-8 space-y-4">
              {panelPoints.map((point) => (
                <li key={point} className="flex gap-3 text-sm text-brand-50">
                  <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-brand-300" aria-hidden="true" />
                  {point}
                </li>
              ))}
            </ul>
            <p className="mt-auto pt-10 text-sm text-brand-200">
              <Trans>Somo — learning for everyone, everywhere.</Trans>
            </p>
          </div>
        </aside>
        <div className="px-5 py-8 sm:px-10 sm:py-10">
          <h1 className="text-2xl font-semibold tracking-tight text-slate-900">{title}</h1>
          <p className="mt-1.5 text-sm text-slate-600">{subtitle}</p>
          <div className="mt-7">{children}</div>
          {footer ? (
            <div className="mt-8 border-t border-slate-100 pt-6 text-center text-sm text-slate-600">
              {footer}
            </div>
          ) : null}
        </div>
      </div>
    </div>
  );
}
