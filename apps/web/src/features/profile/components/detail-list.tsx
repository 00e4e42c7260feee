import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';

export type Detail = { label: string; value: ReactNode };

/** What an empty profile field reads. */
export function NotProvided() {
  return (
    <span className="text-slate-500 italic">
      <Trans>Not provided</Trans>
    </span>
  );
}

/** Label/value pairs of a profile in view mode; empty values read 'Not provided'. */
export function DetailList({ items }: { items: Detail[] }) {
  return (
    <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2">
      {items.map(({ label, value }) => (
        <div key={label} className="min-w-0">
          <dt className="text-sm text-slate-500">{label}</dt>
          <dd className="mt-0.5 text-sm font-medium break-words text-slate-900">
            {value === '' || value === null || value === undefined ? <NotProvided /> : value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
