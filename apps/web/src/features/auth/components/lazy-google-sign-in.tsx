import { Suspense } from 'react';
import { lazyOptional } from '../../../lib/lazy-optional';

// After the form and, until Google sign-in is set up, only a disabled placeholder: it comes just after the page
// rather than in its first download (the sign-in pages have a byte budget), and its space is kept meanwhile.
const GoogleSignIn = lazyOptional(async () => (await import('./google-sign-in-button')).GoogleSignIn);

export function LazyGoogleSignIn() {
  return (
    <Suspense fallback={<div className="h-27" aria-hidden="true" />}>
      <GoogleSignIn />
    </Suspense>
  );
}
