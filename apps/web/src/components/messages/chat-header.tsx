import { useLingui } from '@lingui/react/macro';
import { ArrowLeft } from 'lucide-react';
import { Avatar } from '../ui/avatar';
import { Button } from '../ui/button';

type ChatHeaderProps = {
  name: string;
  detail?: string;
  /** On phones the list and the conversation take turns; this goes back to the list. */
  onBack?: () => void;
  /** Names the back button; 'Back to contacts' when left out. */
  backLabel?: string;
};

export function ChatHeader({ name, detail, onBack, backLabel }: ChatHeaderProps) {
  const { t } = useLingui();
  return (
    <div className="flex items-center gap-3 border-b border-slate-200 px-3 py-3 sm:px-4">
      {onBack ? (
        <Button
          variant="ghost"
          size="icon"
          className="-ms-1 md:hidden"
          aria-label={backLabel ?? t`Back to contacts`}
          onClick={onBack}
        >
          <ArrowLeft className="rtl:-scale-x-100" aria-hidden="true" />
        </Button>
      ) : null}
      <Avatar name={name} />
      <div className="min-w-0">
        <h3 className="truncate text-sm font-semibold text-slate-900">{name}</h3>
        {detail ? <p className="truncate text-xs text-slate-500">{detail}</p> : null}
      </div>
    </div>
  );
}
