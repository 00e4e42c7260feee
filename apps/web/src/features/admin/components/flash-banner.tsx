import { useLingui } from '@lingui/react/macro';
import { X } from 'lucide-react';
import { Alert } from '../../../components/ui/alert';
import type { Flash } from '../hooks/use-flash';

type FlashBannerProps = { flash: Flash | null; onDismiss: () => void; className?: string };

/** Spec 02 §8: success banners show above the lists; error banners are red. */
export function FlashBanner({ flash, onDismiss, className }: FlashBannerProps) {
  const { t } = useLingui();
  if (!flash) return null;
  return (
    <div className={className}>
      <div className="relative">
        <Alert variant={flash.variant} className="pe-12">
          {flash.message}
        </Alert>
        <button
          type="button"
          aria-label={t`Dismiss message`}
          onClick={onDismiss}
          className="absolute top-2 end-2 flex size-8 items-center justify-center rounded-md text-slate-500 hover:bg-white/60 hover:text-slate-900"
        >
          <X className="size-4" aria-hidden="true" />
        </button>
      </div>
    </div>
  );
}
