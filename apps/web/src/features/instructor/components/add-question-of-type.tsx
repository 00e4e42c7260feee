import { useId, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Plus } from 'lucide-react';
import type { QuestionType } from '@somo/contract/assessments';
import { Button } from '../../../components/ui/button';
import { Select } from '../../../components/ui/select';
import { QUESTION_TYPE_LABELS } from '../lib/question-type-label';

/** The types beside multiple choice and text, which have buttons of their own (spec 02 §5). */
const OTHER_TYPES = ['true_false', 'multiple_select', 'short_answer', 'numeric', 'essay'] as const;

/** Adds a question of one of the other types, chosen from a list. */
export function AddQuestionOfType({ onAdd }: { onAdd: (type: QuestionType) => void }) {
  const [type, setType] = useState<QuestionType>('true_false');
  const selectId = useId();
  const { t, i18n } = useLingui();
  return (
    <div className="flex flex-col gap-2 sm:flex-row">
      <label htmlFor={selectId} className="sr-only">
        {t`Type of question to add`}
      </label>
      <div className="sm:w-48">
        <Select id={selectId} value={type} onChange={(event) => setType(event.target.value as QuestionType)}>
          {OTHER_TYPES.map((one) => (
            <option key={one} value={one}>
              {i18n._(QUESTION_TYPE_LABELS[one])}
            </option>
          ))}
        </Select>
      </div>
      <Button variant="secondary" onClick={() => onAdd(type)}>
        <Plus aria-hidden="true" />
        <Trans>Add question</Trans>
      </Button>
    </div>
  );
}
