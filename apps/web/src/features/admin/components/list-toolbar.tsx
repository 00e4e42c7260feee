import type { ReactNode } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { Field } from '../../../components/ui/field';
import { SearchBox } from '../../../components/ui/search-box';
import { Select } from '../../../components/ui/select';

type Option<Value extends string> = { value: Value; label: MessageDescriptor };

type FilterSelectProps<Value extends string> = {
  label: string;
  value: Value;
  options: readonly Option<Value>[];
  onChange: (value: Value) => void;
};

export function FilterSelect<Value extends string>({
  label,
  value,
  options,
  onChange,
}: FilterSelectProps<Value>) {
  const { i18n } = useLingui();
  return (
    <Field label={label} className="sm:w-44">
      <Select
        value={value}
        onChange={(event) => {
          const picked = options.find((option) => option.value === event.target.value);
          if (picked) onChange(picked.value);
        }}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {i18n._(option.label)}
          </option>
        ))}
      </Select>
    </Field>
  );
}

type SearchFieldProps = {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  maxLength?: number;
};

export function SearchField({ label, placeholder, value, onChange, maxLength }: SearchFieldProps) {
  return (
    <Field label={label} className="min-w-0 flex-1">
      <SearchBox placeholder={placeholder} value={value} onChange={onChange} maxLength={maxLength} />
    </Field>
  );
}

/** Search and filters in one bar above a list; stacked on phones. */
export function ListToolbar({ children }: { children: ReactNode }) {
  return (
    <div className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-card sm:flex-row sm:flex-wrap sm:items-end">
      {children}
    </div>
  );
}
