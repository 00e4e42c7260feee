import { Trans } from '@lingui/react/macro';
import { Badge } from '../../../components/ui/badge';

/** Google sign-in is not configured on this platform; the button says so instead of failing. */
function GoogleSignInButton() {
  return (
    <button
      type="button"
      disabled
      className="flex min-h-11 w-full cursor-not-allowed flex-wrap items-center justify-center gap-x-3 gap-y-1 rounded-lg border border-slate-200 bg-slate-50 px-4 py-2 text-sm font-medium text-slate-500"
    >
      <span className="flex items-center gap-3 whitespace-nowrap">
        {/* A file rather than inline SVG: its paths would weigh on the sign-in pages' first download. */}
        <img src="/icons/google-mark.svg" alt="" width={20} height={20} className="size-5" />
        <Trans>Continue with Google</Trans>
      </span>
      <Badge variant="neutral">
        <Trans>Setup Required</Trans>
      </Badge>
    </button>
  );
}

function OrDivider() {
  return (
    <div className="my-6 flex items-center gap-3 text-xs font-medium tracking-wide text-slate-500 uppercase">
      <span className="h-px flex-1 bg-slate-200" />
      <Trans>or</Trans>
      <span className="h-px flex-1 bg-slate-200" />
    </div>
  );
}

/** The way in with Google, after the form. */
export function GoogleSignIn() {
  return (
    <>
      <OrDivider />
      <GoogleSignInButton />
    </>
  );
}
