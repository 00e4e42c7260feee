import { lazy, Suspense, type ComponentType } from 'react';

// After the form and, until Google sign-in is set up, only a disabled placeholder: it comes just after the page
// rather than in its first download (the sign-in pages have a byte budget), and its space is kept meanwhile. If it
// cannot load (offline before the app was installed), there is nothing to offer anyway.
const GoogleSignIn = lazy(async (): Promise<{ default: ComponentType }> => {
  try {
    return { default: (await import('./google-sign-in-button')).GoogleSignIn };
  } catch {
    return { default: () => null };
  }
});

export function LazyGoogleSignIn() {
  return (
    <Suspense fallback={<div className="h-27" aria-hidden="true" />}>
      <GoogleSignIn />
    </Suspense>
  );
}
