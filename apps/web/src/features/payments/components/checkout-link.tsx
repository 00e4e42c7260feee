import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonStyles } from '../../../components/ui/button';
import { checkoutTarget } from '../../../lib/checkout-target';

/** Back to where a pending payment is being paid: this app's test prompt, or the provider's hosted page. */
export function CheckoutLink({ checkoutUrl, children }: { checkoutUrl: string; children: ReactNode }) {
  const target = checkoutTarget(checkoutUrl, window.location.origin);
  const className = buttonStyles({ variant: 'secondary' });
  if (target.kind === 'app') {
    return (
      <Link to={target.path} className={className}>
        {children}
      </Link>
    );
  }
  if (target.kind === 'external') {
    return (
      <a href={target.url} className={className}>
        {children}
      </a>
    );
  }
  return null;
}
