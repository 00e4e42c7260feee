import { Suspense, lazy, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Menu } from 'lucide-react';

// The drawer brings the dialog machinery; a phone fetches it when the menu is first opened, not on every page load.
const MobileNavDrawer = lazy(() =>
  import('./mobile-nav-drawer').then((m) => ({ default: m.MobileNavDrawer })),
);

/**
 * Under the md breakpoint the header links and the role sidebar both move into a drawer,
 * so a phone has one menu button rather than two.
 */
export function MobileNav() {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);

  return (
    <>
      <button
        type="button"
        aria-label={t`Open navigation menu`}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
        className="-ms-2 flex size-10 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 md:hidden"
      >
        <Menu className="size-5" aria-hidden="true" />
      </button>
      {wanted ? (
        <Suspense fallback={null}>
          <MobileNavDrawer open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
