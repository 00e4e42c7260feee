import { createContext, useContext } from 'react';

type FieldContextValue = {
  id: string;
  describedBy: string | undefined;
  invalid: boolean;
  required: boolean;
};

export const FieldContext = createContext<FieldContextValue | null>(null);

type ControlAria = {
  id?: string;
  required?: boolean;
  'aria-invalid'?: boolean | 'true' | 'false' | 'grammar' | 'spelling';
  'aria-describedby'?: string;
};

/** Ties a control to the label, hint and error of the Field around it (if any). */
export function useFieldControl(props: ControlAria) {
  const field = useContext(FieldContext);
  const describedBy = [field?.describedBy, props['aria-describedby']].filter(Boolean).join(' ');
  return {
    id: props.id ?? field?.id,
    required: props.required ?? (field?.required || undefined),
    'aria-invalid': props['aria-invalid'] ?? (field?.invalid ? true : undefined),
    'aria-describedby': describedBy || undefined,
  };
}
