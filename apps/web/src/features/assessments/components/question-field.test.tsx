import { useState } from 'react';
import { act, cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Answers, StudentQuestion } from '@somo/contract/assessments';
import { i18n } from '../../../lib/i18n/i18n';
import { messagesOf } from '../../../test/catalogues';
import { renderWithI18n } from '../../../test/render-with-i18n';
import { QuestionField } from './question-field';

type Answer = Answers[string] | undefined;

/** One question on its own, keeping its answer as the exam does and telling each change. */
function Question({ question, initial }: { question: StudentQuestion; initial?: Answer }) {
  const [answer, setAnswer] = useState<Answer>(initial);
  return (
    <QuestionField
      index={0}
      total={1}
      question={question}
      answer={answer}
      disabled={false}
      onAnswer={(value) => {
        setAnswer(value);
        sent(value);
      }}
    />
  );
}

const sent = vi.fn<(value: Answer) => void>();

function show(question: StudentQuestion, initial?: Answer) {
  sent.mockClear();
  const user = userEvent.setup();
  renderWithI18n(<Question question={question} initial={initial} />);
  return { user, last: () => sent.mock.lastCall?.[0] };
}

const status = () => screen.getByText(/^(Answered|Not answered)$/).textContent;

afterEach(() => {
  act(() => i18n.activate('en'));
});

describe('question field', () => {
  it('keeps multiple choice as radio buttons named by their options', async () => {
    const { user, last } = show({
      question: 'Which keyword loops?',
      type: 'multiple_choice',
      options: ['for', 'loop'],
    });
    await user.click(screen.getByRole('radio', { name: 'loop' }));
    expect(last()).toBe(1);
    await user.click(screen.getByRole('radio', { name: 'for' }));
    expect(last()).toBe(0);
    expect(screen.getByRole('radio', { name: 'for' })).toBeChecked();
    expect(status()).toBe('Answered');
  });

  it('answers true or false with a radio group, false being an answer too', async () => {
    const { user, last } = show({ question: 'The sun rises in the east.', type: 'true_false', options: [] });
    const group = screen.getByRole('group', { name: /The sun rises in the east/ });
    expect(status()).toBe('Not answered');
    await user.click(screen.getByRole('radio', { name: 'False' }));
    expect(last()).toBe(false);
    expect(status()).toBe('Answered');
    expect(group).toContainElement(screen.getByRole('radio', { name: 'True' }));
    // Arrow keys move within the group, as in any radio group.
    await user.keyboard('{ArrowUp}');
    expect(last()).toBe(true);
    expect(screen.getByRole('radio', { name: 'True' })).toBeChecked();
  });

  it('picks any number of options with checkboxes, in their listed order, and none is no answer', async () => {
    const { user, last } = show({
      question: 'Which are prime?',
      type: 'multiple_select',
      options: ['2', '3', '4'],
    });
    expect(screen.getByRole('group', { name: /Which are prime/ })).toHaveAccessibleDescription(
      'Choose all that apply.',
    );
    await user.click(screen.getByRole('checkbox', { name: '3' }));
    await user.click(screen.getByRole('checkbox', { name: '2' }));
    expect(last()).toEqual([0, 1]);
    expect(status()).toBe('Answered');
    await user.click(screen.getByRole('checkbox', { name: '3' }));
    expect(last()).toEqual([0]);
    await user.click(screen.getByRole('checkbox', { name: '2' }));
    expect(last()).toEqual([]);
    expect(status()).toBe('Not answered');
  });

  it('takes a short answer on one line', async () => {
    const { user, last } = show({ question: 'Capital of Uganda?', type: 'short_answer', options: [] });
    const box = screen.getByRole('textbox', { name: /Capital of Uganda/ });
    expect(box.tagName).toBe('INPUT');
    await user.type(box, 'Kampala');
    expect(last()).toBe('Kampala');
    await user.clear(box);
    expect(last()).toBe('');
    await user.type(box, '   ');
    expect(status()).toBe('Not answered');
  });

  it('gives an essay a larger box than a text question', () => {
    const rows = (question: StudentQuestion) => {
      show(question);
      const box = screen.getByRole('textbox', { name: new RegExp(question.question) });
      cleanup();
      return box.tagName === 'TEXTAREA' ? Number(box.getAttribute('rows')) : 0;
    };
    expect(rows({ question: 'Write about rivers.', type: 'essay', options: [] })).toBeGreaterThan(
      rows({ question: 'What does a loop do?', type: 'text', options: [] }),
    );
  });

  it('shows what a question is worth', () => {
    show({ question: 'One', type: 'essay', options: [], points: 2 });
    show({ question: 'Two', type: 'essay', options: [], points: 1 });
    show({ question: 'Three', type: 'essay', options: [] });
    expect(screen.getByText('2 points')).toBeInTheDocument();
    expect(screen.getByText('1 point')).toBeInTheDocument();
    expect(screen.getAllByText(/points?$/)).toHaveLength(2);
  });
});

describe('numeric answers', () => {
  const numeric: StudentQuestion = { question: 'Pi to two decimals?', type: 'numeric', options: [] };
  const box = () => screen.getByRole('textbox', { name: /Pi to two decimals/ });

  it('sends the number typed with a point, and 0 is an answer', async () => {
    const { user, last } = show(numeric);
    expect(box()).toHaveAttribute('inputmode', 'decimal');
    await user.type(box(), '3.14');
    expect(last()).toBe(3.14);
    await user.clear(box());
    expect(last()).toBeUndefined();
    expect(status()).toBe('Not answered');
    await user.type(box(), '0');
    expect(last()).toBe(0);
    expect(status()).toBe('Answered');
  });

  it('reads a decimal comma in French and shows a kept answer the French way', async () => {
    act(() => i18n.loadAndActivate({ locale: 'fr', messages: messagesOf('fr') }));
    const { user, last } = show(numeric, 2.5);
    expect(box()).toHaveValue('2,5');
    await user.clear(box());
    await user.type(box(), '3,14');
    expect(last()).toBe(3.14);
  });

  it('sends nothing for text that is not a number and says so once the student moves on', async () => {
    const { user, last } = show(numeric, 3);
    await user.clear(box());
    await user.type(box(), '3,14');
    expect(last()).toBeUndefined();
    // Not while typing: '-' or '3.' on the way to a number is no mistake yet.
    expect(screen.queryByText(/Enter a number/)).not.toBeInTheDocument();
    await user.tab();
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a number, for example 2.5.');
    expect(box()).toBeInvalid();
    expect(box()).toHaveAccessibleDescription('Enter a number, for example 2.5.');
    expect(status()).toBe('Not answered');
    await user.clear(box());
    await user.type(box(), '3.14');
    expect(last()).toBe(3.14);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(box()).toBeValid();
  });
});
