import { describe, expect, it } from 'vitest';
import { AssessmentBody } from '@somo/contract/assessments';
import { assessmentToFormValues, emptyAssessmentValues, toLocalInput } from './assessment-form';
import { newQuestion } from './question-form';

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
});
