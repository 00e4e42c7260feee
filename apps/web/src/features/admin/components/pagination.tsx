import { Trans } from '@lingui/react/macro';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '../../../components/ui/button';

type PaginationProps = {
  /** Zero-based index of the first item on the page. */
  offset: number;
  pageSize: number;
  total: number;
  label: string;
  onOffsetChange: (offset: number) => void;
};

export function Pagination({ offset, pageSize, total, label, onOffsetChange }: PaginationProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const page = Math.floor(offset / pageSize) + 1;
  if (pages <= 1) return null;
  return (
    <nav aria-label={label} className="mt-4 flex items-center justify-between gap-3">
      <Button
        variant="secondary"
        size="sm"
        disabled={page <= 1}
        onClick={() => onOffsetChange(Math.max(0, offset - pageSize))}
      >
        <ChevronLeft className="rtl:-scale-x-100" aria-hidden="true" />
        <Trans>Previous</Trans>
      </Button>
      <p className="text-sm text-slate-600" aria-live="polite">
        <Trans>
          Page {page} of {pages}
        </Trans>
      </p>
      <Button
        variant="secondary"
        size="sm"
        disabled={page >= pages}
        onClick={() => onOffsetChange(offset + pageSize)}
      >
        <Trans>Next</Trans>
        <ChevronRight className="rtl:-scale-x-100" aria-hidden="true" />
      </Button>
    </nav>
  );
}
