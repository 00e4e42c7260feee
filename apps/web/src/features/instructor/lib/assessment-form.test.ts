import { describe, expect, it } from 'vitest';
import { AssessmentBody } from '@somo/contract/assessments';
import {
  assessmentToFormValues,
  correctAfterRemoving,
  emptyAssessmentValues,
  newQuestion,
  toLocalInput,
} from './assessment-form';

describe('assessment form values', () => {
  it('starts with the spec defaults', () => {
    expect(emptyAssessmentValues()).toMatchObject({
      duration_minutes: 60,
      total_points: 100,
      passing_score: 70,
      attempts_allowed: 1,
      is_active: true,
    });
  });

  it('starts a multiple-choice question with 4 empty options and answer 0', () => {
    expect(newQuestion('multiple_choice')).toEqual({
      question: '',
      type: 'multiple_choice',
      options: ['', '', '', ''],
      correct_answer: 0,
    });
  });

  it('sends dates as ISO and a blank expected answer as null', () => {
    const values = {
      ...emptyAssessmentValues(),
      title: 'Quiz',
      start_date: toLocalInput('2030-03-01T08:00:00.000Z'),
      due_date: toLocalInput('2030-03-02T08:00:00.000Z'),
      questions: [{ ...newQuestion('text'), question: 'Why?' }],
    };
    const body = AssessmentBody.parse(values);
    expect(body.start_date).toBe('2030-03-01T08:00:00.000Z');
    expect(body.due_date).toBe('2030-03-02T08:00:00.000Z');
    expect(body.questions[0]).toEqual({ question: 'Why?', type: 'text', options: [], correct_answer: null });
  });

  it('round-trips a saved assessment', () => {
    const values = assessmentToFormValues({
      id: 1,
      course_id: 1,
      title: 'Quiz',
      description: '',
      duration_minutes: 30,
      total_points: 10,
      passing_score: 50,
      attempts_allowed: 2,
      is_active: false,
      start_date: null,
      due_date: null,
      questions: [
        { question: 'Pick', type: 'multiple_choice', options: ['a', 'b'], correct_answer: 1 },
        { question: 'Name', type: 'text', options: [], correct_answer: null },
      ],
      selection: null,
      shuffle_questions: false,
      shuffle_options: false,
      questions_count: 2,
      submitted_count: 0,
      total_submissions: 0,
      created_at: '2030-01-01T00:00:00.000Z',
    });
    expect(values.start_date).toBe('');
    expect(values.questions[1]).toMatchObject({ correct_answer: '' });
    expect(AssessmentBody.parse(values).questions[0]).toMatchObject({ correct_answer: 1 });
  });

  it('keeps the correct answer on the same option when another is removed', () => {
    expect(correctAfterRemoving(2, 0)).toBe(1);
    expect(correctAfterRemoving(1, 3)).toBe(1);
    expect(correctAfterRemoving(2, 2)).toBe(0);
  });
});
