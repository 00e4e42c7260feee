import { Search } from 'lucide-react';
import { cn } from '../../lib/cn';
import { Input } from './input';

type SearchBoxProps = {
  /** The accessible name; leave it out inside a Field, which labels the box. */
  label?: string;
  placeholder?: string;
  value: string;
  onChange: (value: string) => void;
  maxLength?: number;
  className?: string;
};

/** A search field with its magnifier icon. */
export function SearchBox({ label, placeholder, value, onChange, maxLength, className }: SearchBoxProps) {
  return (
    <div className={cn('relative', className)}>
      <Search
        className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-slate-400"
        aria-hidden="true"
      />
      <Input
        type="search"
        aria-label={label}
        placeholder={placeholder}
        maxLength={maxLength}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="ps-9"
      />
    </div>
  );
}
