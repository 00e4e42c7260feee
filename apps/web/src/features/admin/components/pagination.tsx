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
        <ChevronLeft aria-hidden="true" />
        Previous
      </Button>
      <p className="text-sm text-slate-600" aria-live="polite">
        Page {page} of {pages}
      </p>
      <Button
        variant="secondary"
        size="sm"
        disabled={page >= pages}
        onClick={() => onOffsetChange(offset + pageSize)}
      >
        Next
        <ChevronRight aria-hidden="true" />
      </Button>
    </nav>
  );
}
