import { MessagesSquare } from 'lucide-react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { ForumCategory } from '@somo/contract/forums';
import { cn } from '../../../lib/cn';
import { CategoryIcon } from './category-icon';

type CategoryFilterProps = {
  categories: readonly ForumCategory[];
  totalThreads: number;
  selected: number | null;
  onSelect: (categoryId: number | null) => void;
};

const cardStyles =
  'flex w-full min-w-0 items-center gap-3 rounded-xl border bg-white p-3 text-start shadow-card transition-colors hover:border-slate-300 aria-pressed:border-brand-600 aria-pressed:bg-brand-50/70 aria-pressed:ring-1 aria-pressed:ring-brand-600';

function ThreadCount({ count }: { count: number }) {
  return <Plural value={count} one="# thread" other="# threads" />;
}

/** All, then each category (icon, name, thread count), as toggle buttons that filter the list. */
export function CategoryFilter({ categories, totalThreads, selected, onSelect }: CategoryFilterProps) {
  const { t } = useLingui();
  return (
    <ul aria-label={t`Categories`} className="grid grid-cols-2 gap-2 sm:grid-cols-3 sm:gap-3 lg:grid-cols-5">
      <li>
        <button
          type="button"
          aria-pressed={selected === null}
          onClick={() => onSelect(null)}
          className={cn(cardStyles, 'border-slate-200')}
        >
          <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
            <MessagesSquare className="size-5" aria-hidden="true" />
          </span>
          <span className="min-w-0">
            <span className="block truncate text-sm font-semibold text-slate-900">
              <Trans>All</Trans>
            </span>
            <span className="block text-xs text-slate-500">
              <ThreadCount count={totalThreads} />
            </span>
          </span>
        </button>
      </li>
      {categories.map((category) => (
        <li key={category.id}>
          <button
            type="button"
            aria-pressed={selected === category.id}
            onClick={() => onSelect(category.id)}
            title={category.description || undefined}
            className={cn(cardStyles, 'border-slate-200')}
          >
            <CategoryIcon icon={category.icon} />
            <span className="min-w-0">
              <span className="block text-sm leading-tight font-semibold text-slate-900">
                {category.name}
              </span>
              <span className="block text-xs text-slate-500">
                <ThreadCount count={category.thread_count} />
              </span>
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
