import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Trans } from '@lingui/react/macro';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button, buttonStyles } from './button';

/**
 * How a page is reached: a link with its own address (the page survives a reload and the back button), or a
 * button that changes the page in place.
 */
type Navigation = { linkToPage: (page: number) => string } | { onPageChange: (page: number) => void };

type PaginationProps = Navigation & {
  /** The page shown, counting from 1. */
  page: number;
  pages: number;
  label: string;
};

function PageControl({
  navigation,
  page,
  children,
}: {
  navigation: Navigation;
  page: number | null;
  children: ReactNode;
}) {
  if (page !== null && 'linkToPage' in navigation) {
    return (
      <Link to={navigation.linkToPage(page)} className={buttonStyles({ variant: 'secondary', size: 'sm' })}>
        {children}
      </Link>
    );
  }
  return (
    <Button
      variant="secondary"
      size="sm"
      disabled={page === null}
      onClick={page === null || 'linkToPage' in navigation ? undefined : () => navigation.onPageChange(page)}
    >
      {children}
    </Button>
  );
}

/** Previous and next with 'Page 2 of 5' between them; nothing when everything fits on one page. */
export function Pagination({ page, pages, label, ...navigation }: PaginationProps) {
  if (pages <= 1) return null;
  const current = Math.min(page, pages);
  return (
    <nav aria-label={label} className="mt-4 flex items-center justify-between gap-3">
      <PageControl navigation={navigation} page={current > 1 ? current - 1 : null}>
        <ChevronLeft className="rtl:-scale-x-100" aria-hidden="true" />
        <Trans>Previous</Trans>
      </PageControl>
      <p className="text-sm text-slate-600" aria-live="polite">
        <Trans>
          Page {page} of {pages}
        </Trans>
      </p>
      <PageControl navigation={navigation} page={current < pages ? current + 1 : null}>
        <Trans>Next</Trans>
        <ChevronRight className="rtl:-scale-x-100" aria-hidden="true" />
      </PageControl>
    </nav>
  );
}

/** The page holding the item at `offset`, and how many pages `total` items fill. */
export function pageOfOffset({
  offset,
  pageSize,
  total,
}: {
  offset: number;
  pageSize: number;
  total: number;
}) {
  return { page: Math.floor(offset / pageSize) + 1, pages: Math.max(1, Math.ceil(total / pageSize)) };
}
