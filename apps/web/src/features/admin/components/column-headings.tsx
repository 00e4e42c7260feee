import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { cn } from '../../../lib/cn';

export type ColumnHeading = { label: MessageDescriptor; alignEnd?: boolean };

/**
 * The header row of an admin list on wide screens; `columns` is the grid its rows share, so headings line up.
 * Hidden from screen readers: each row already names its fields.
 */
export function ColumnHeadings({
  columns,
  headings,
}: {
  columns: string;
  headings: readonly ColumnHeading[];
}) {
  const { i18n } = useLingui();
  return (
    <div
      aria-hidden="true"
      className={cn(
        'hidden border-b border-slate-200 bg-slate-50 px-5 py-2.5 text-xs font-semibold tracking-wide text-slate-600 uppercase',
        columns,
      )}
    >
      {headings.map(({ label, alignEnd }) => (
        <span key={label.id} className={alignEnd ? 'text-end' : undefined}>
          {i18n._(label)}
        </span>
      ))}
    </div>
  );
}
