import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { ErrorText } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { formatNumber, formatTypedNumber, parseNumber } from '../../../lib/format';

type NumericAnswerProps = {
  id: string;
  labelledBy: string;
  answer: number | undefined;
  disabled: boolean;
  /** The number typed, or undefined while the box is empty or holds something that is not a number. */
  onAnswer: (value: number | undefined) => void;
};

/**
 * A number typed the way the interface language writes it (a decimal comma in French or Spanish), sent as a
 * number. Text that is not a number is not sent: it leaves the question unanswered, and once the student moves
 * on it says so under the box, until they fix it.
 */
export function NumericAnswer({ id, labelledBy, answer, disabled, onAnswer }: NumericAnswerProps) {
  const { t } = useLingui();
  const [text, setText] = useState(() => (answer === undefined ? '' : formatTypedNumber(answer)));
  const [touched, setTouched] = useState(false);
  const invalid = touched && text.trim() !== '' && parseNumber(text) === undefined;
  const errorId = `${id}-error`;
  const example = formatNumber(2.5);
  return (
    <div className="mt-4 flex flex-col gap-1.5">
      <Input
        id={id}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        spellCheck={false}
        aria-labelledby={labelledBy}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? errorId : undefined}
        className="sm:max-w-60"
        disabled={disabled}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          onAnswer(parseNumber(event.target.value));
        }}
        onBlur={() => setTouched(true)}
      />
      <ErrorText
        id={errorId}
        announce
        message={invalid ? t`Enter a number, for example ${example}.` : null}
      />
    </div>
  );
}
