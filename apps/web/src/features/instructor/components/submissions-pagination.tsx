import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button, buttonStyles } from '../../../components/ui/button';

/** A page's link, or a greyed button where there is no such page. */
function PageLink({ to, children }: { to: string | null; children: ReactNode }) {
  if (to === null) {
    return (
      <Button variant="secondary" size="sm" disabled>
        {children}
      </Button>
    );
  }
  return (
    <Link to={to} className={buttonStyles({ variant: 'secondary', size: 'sm' })}>
      {children}
    </Link>
  );
}

/** The pages of an assessment's submissions, each a link with its own address (pages count from 1). */
export function SubmissionsPagination({
  page,
  pages,
  linkToPage,
}: {
  page: number;
  pages: number;
  linkToPage: (page: number) => string;
}) {
  const { t } = useLingui();
  if (pages <= 1) return null;
  return (
    <nav aria-label={t`Submission pages`} className="mt-4 flex items-center justify-between gap-3">
      <PageLink to={page > 1 ? linkToPage(Math.min(page, pages) - 1) : null}>
        <ChevronLeft className="rtl:-scale-x-100" aria-hidden="true" />
        <Trans>Previous</Trans>
      </PageLink>
      <p className="text-sm text-slate-600" aria-live="polite">
        <Trans>
          Page {page} of {pages}
        </Trans>
      </p>
      <PageLink to={page < pages ? linkToPage(page + 1) : null}>
        <Trans>Next</Trans>
        <ChevronRight className="rtl:-scale-x-100" aria-hidden="true" />
      </PageLink>
    </nav>
  );
}
