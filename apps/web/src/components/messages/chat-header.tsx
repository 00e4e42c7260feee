import { ArrowLeft } from 'lucide-react';
import { Avatar } from '../ui/avatar';
import { Button } from '../ui/button';

type ChatHeaderProps = {
  name: string;
  detail?: string;
  /** On phones the list and the conversation take turns; this goes back to the list. */
  onBack?: () => void;
  backLabel?: string;
};

export function ChatHeader({ name, detail, onBack, backLabel = 'Back to contacts' }: ChatHeaderProps) {
  return (
    <div className="flex items-center gap-3 border-b border-slate-200 px-3 py-3 sm:px-4">
      {onBack ? (
        <Button
          variant="ghost"
          size="icon"
          className="-ms-1 md:hidden"
          aria-label={backLabel}
          onClick={onBack}
        >
          <ArrowLeft aria-hidden="true" />
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
