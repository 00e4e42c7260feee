import { useRef, useState, type KeyboardEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import {
  Bold,
  Heading2,
  ImagePlus,
  Italic,
  Link,
  List,
  ListOrdered,
  Table,
  type LucideIcon,
} from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Tooltip } from '../../../components/ui/tooltip';

export type ToolbarAction =
  'heading' | 'bold' | 'italic' | 'bullets' | 'numbers' | 'link' | 'image' | 'table';

type ToolbarButton = { action: ToolbarAction; label: string; icon: LucideIcon };

/** Apple keyboards write the shortcuts with ⌘, where the others say Ctrl; the editor takes either key. */
function isAppleKeyboard(): boolean {
  return /Mac|iPhone|iPad/.test(navigator.userAgent);
}

/**
 * The editor's formatting buttons, one Tab stop as a toolbar should be: the arrow keys, Home and End move between
 * them. Each is named for screen readers and explained by a tooltip on hover and focus.
 */
export function MarkdownToolbar({
  controls,
  onAction,
}: {
  /** The id of the text area the buttons write in. */
  controls: string;
  onAction: (action: ToolbarAction) => void;
}) {
  const { t } = useLingui();
  const [active, setActive] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const appleKey = '⌘';
  const key = isAppleKeyboard() ? appleKey : t`Ctrl+`;
  const items: ToolbarButton[] = [
    { action: 'heading', label: t`Heading`, icon: Heading2 },
    { action: 'bold', label: t`Bold (${key}B)`, icon: Bold },
    { action: 'italic', label: t`Italic (${key}I)`, icon: Italic },
    { action: 'bullets', label: t`Bulleted list`, icon: List },
    { action: 'numbers', label: t`Numbered list`, icon: ListOrdered },
    { action: 'link', label: t`Link (${key}K)`, icon: Link },
    { action: 'image', label: t`Image`, icon: ImagePlus },
    { action: 'table', label: t`Table`, icon: Table },
  ];

  const moveTo = (index: number) => {
    const next = (index + items.length) % items.length;
    setActive(next);
    buttons.current[next]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // Arrows follow the reading direction: in a right-to-left page the next button is on the left.
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const forwardKey = rtl ? 'ArrowLeft' : 'ArrowRight';
    const backwardKey = rtl ? 'ArrowRight' : 'ArrowLeft';
    const moves: Record<string, () => void> = {
      [forwardKey]: () => moveTo(active + 1),
      [backwardKey]: () => moveTo(active - 1),
      Home: () => moveTo(0),
      End: () => moveTo(items.length - 1),
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    move();
  };

  return (
    <div
      role="toolbar"
      aria-label={t`Formatting`}
      aria-controls={controls}
      onKeyDown={onKeyDown}
      className="flex flex-wrap items-center gap-0.5"
    >
      {items.map(({ action, label, icon: Icon }, index) => (
        <Tooltip key={action} content={label}>
          <Button
            ref={(element) => {
              buttons.current[index] = element;
            }}
            variant="ghost"
            size="icon"
            className="size-8 sm:size-9 [&_svg]:size-[18px]"
            aria-label={label}
            tabIndex={index === active ? 0 : -1}
            onFocus={() => setActive(index)}
            // Keeps the text area's selection: a pressed button must not take it away before the edit reads it.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => onAction(action)}
          >
            <Icon aria-hidden="true" />
          </Button>
        </Tooltip>
      ))}
    </div>
  );
}
