import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Role } from '@somo/contract/auth';
import { useDemoInfo } from '../api/get-demo-info';

const DEMO_LABELS: Record<Role, MessageDescriptor> = {
  student: msg`Student demo`,
  instructor: msg`Instructor demo`,
  admin: msg`Admin demo`,
};

type DemoAccountsProps = {
  onPick: (account: { username: string; password: string }) => void;
};

/** Shown only when the server says demo mode is on; a failed check simply hides it. */
export function DemoAccounts({ onPick }: DemoAccountsProps) {
  const { i18n } = useLingui();
  const { data } = useDemoInfo();
  if (!data?.enabled || !data.password || data.accounts.length === 0) return null;
  const { password } = data;

  return (
    <section
      aria-labelledby="demo-accounts-title"
      className="rounded-xl border border-brand-100 bg-brand-50/60 p-4"
    >
      <h2 id="demo-accounts-title" className="text-sm font-semibold text-slate-900">
        <Trans>Try a demo account</Trans>
      </h2>
      <p className="mt-1 text-xs text-slate-600">
        <Trans>
          Pick one to fill in the form. Demo password:{' '}
          <code className="rounded bg-white px-1.5 py-0.5 font-mono text-xs font-semibold text-brand-800 ring-1 ring-brand-100">
            {password}
          </code>
        </Trans>
      </p>
      <div className="mt-3 grid gap-2 sm:grid-cols-3">
        {data.accounts.map(({ role, username }) => (
          <button
            key={username}
            type="button"
            onClick={() => onPick({ username, password })}
            className="h-9 rounded-lg border border-brand-200 bg-white px-2 text-sm font-medium whitespace-nowrap text-brand-800 shadow-sm transition-colors hover:border-brand-300 hover:bg-brand-50"
          >
            {i18n._(DEMO_LABELS[role])}
          </button>
        ))}
      </div>
    </section>
  );
}
