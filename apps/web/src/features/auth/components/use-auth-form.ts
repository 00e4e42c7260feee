import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useLingui } from '@lingui/react';
import type { z } from 'zod';
import { translateSentence } from './field-messages';

type Values = Record<string, string | undefined>;
type FieldErrors<V extends Values> = Partial<Record<keyof V & string, string>>;

type AuthFormOptions<V extends Values, Output> = {
  initialValues: V;
  /** The contract's schema for the body, loaded on first use (see loadAuthContract). */
  loadSchema: () => Promise<z.ZodType<Output, V>>;
  onValid: (body: Output) => void;
  /**
   * 'submit' checks everything on submit; 'touched' also checks a field when it is left. After that, a
   * field is checked again as it changes, so its message goes as soon as it is fixed.
   */
  mode?: 'submit' | 'touched';
};

/** The first message for each field, the way the server's `fields` names them. */
function toFieldErrors<V extends Values>(error: z.ZodError): FieldErrors<V> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const name = issue.path[0];
    if (typeof name === 'string' && !(name in errors)) errors[name] = issue.message;
  }
  return errors as FieldErrors<V>;
}

/**
 * The sign-in and registration forms: values, per-field errors from the contract's schema, focus on the
 * first field in error. Small on purpose, so these two public pages load without a form library. Errors are
 * kept in English, as the schema and the server word them, and read out in the reader's language.
 */
export function useAuthForm<V extends Values, Output>({
  initialValues,
  loadSchema,
  onValid,
  mode = 'submit',
}: AuthFormOptions<V, Output>) {
  const { i18n } = useLingui();
  const [values, setValues] = useState(initialValues);
  // The latest values, for handlers that run before React has re-rendered (two fields filled at once).
  const latest = useRef(initialValues);
  const [errors, setErrors] = useState<FieldErrors<V>>({});
  const touched = useRef(new Set<string>());
  const submitted = useRef(false);
  const controls = useRef(new Map<string, HTMLElement>());

  async function validate(next: V) {
    const schema = await loadSchema();
    return schema.safeParse(next);
  }

  /** Shows or clears one field's error, checking the whole body (one field can depend on another). */
  async function recheck(name: keyof V & string, next: V) {
    const result = await validate(next);
    const message = result.success ? undefined : toFieldErrors<V>(result.error)[name];
    setErrors((current) => (current[name] === message ? current : { ...current, [name]: message }));
  }

  function setValue(name: keyof V & string, value: string) {
    const next = { ...latest.current, [name]: value };
    latest.current = next;
    setValues(next);
    if (submitted.current || touched.current.has(name)) void recheck(name, next);
  }

  function setError(name: keyof V & string, message: string) {
    setErrors((current) => ({ ...current, [name]: message }));
  }

  function clearErrors() {
    setErrors({});
  }

  /** Props for a text input bound to one field. */
  function field(name: keyof V & string) {
    return {
      name,
      value: values[name] ?? '',
      onChange: (event: ChangeEvent<HTMLInputElement>) => setValue(name, event.target.value),
      onBlur: () => {
        if (mode !== 'touched') return;
        touched.current.add(name);
        void recheck(name, latest.current);
      },
      ref: (element: HTMLInputElement | null) => {
        if (element) controls.current.set(name, element);
        else controls.current.delete(name);
      },
    };
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // Offline the submit button says why it does nothing; Enter in a field does nothing either.
    if (!navigator.onLine) return;
    submitted.current = true;
    const result = await validate(latest.current);
    if (result.success) {
      setErrors({});
      onValid(result.data);
      return;
    }
    const found = toFieldErrors<V>(result.error);
    setErrors(found);
    const first = Object.keys(initialValues).find((name) => found[name as keyof V & string]);
    if (first) controls.current.get(first)?.focus();
  }

  const shownErrors: FieldErrors<V> = {};
  for (const [name, message] of Object.entries(errors) as [keyof V & string, string | undefined][]) {
    if (message) shownErrors[name] = translateSentence(i18n, message);
  }

  return {
    values,
    errors: shownErrors,
    setValue,
    setError,
    clearErrors,
    field,
    form: {
      noValidate: true,
      onSubmit: (event: FormEvent<HTMLFormElement>) => void handleSubmit(event),
      // Someone starting to fill the form will submit it soon: fetch the schema now, not on submit.
      onFocus: () => void loadSchema(),
    },
  };
}
