import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Question } from '@somo/contract/assessments';
import { QUESTION_CSV_COLUMNS, parseQuestionCsv } from './question-csv';

const HEADER = QUESTION_CSV_COLUMNS.join(',');

describe('the question CSV template', () => {
  it('reads every type', () => {
    const { questions, skipped } = parseQuestionCsv(`${HEADER}
multiple_choice,Capital of Uganda?,Nairobi|Kampala|Dodoma,2,,,,,geography|africa
multiple_select,Which are prime?,2|3|4|6,1|2,,yes,10,Two divisors exactly.,maths
multiple_select,Vowels?,a|b|e,1|3,,,,,
true_false,The sun rises in the east.,,TRUE,,,,,
short_answer,Who's buried in Grant's tomb?,,no one|nobody,,,,,
numeric,Pi to 3 decimals?,,3.142,0.0005,,,,
numeric,Boiling point of water in °C?,,100,,,,,
essay,Write a short biography of Dag Hammarskjöld.,,,,,,,
text,Say hello in Kiswahili,,Jambo,,,,,
text,Explain photosynthesis,,,,,,,`);
    expect(skipped).toEqual([]);
    expect(questions.map(({ row, tags }) => [row, tags])).toEqual([
      [2, ['geography', 'africa']],
      [3, ['maths']],
      [4, []],
      [5, []],
      [6, []],
      [7, []],
      [8, []],
      [9, []],
      [10, []],
      [11, []],
    ]);
    expect(questions.map((item) => item.question)).toEqual([
      {
        question: 'Capital of Uganda?',
        type: 'multiple_choice',
        options: ['Nairobi', 'Kampala', 'Dodoma'],
        correct_answer: 1,
      },
      {
        question: 'Which are prime?',
        type: 'multiple_select',
        options: ['2', '3', '4', '6'],
        correct_answers: [0, 1],
        partial_credit: true,
        points: 10,
        feedback: 'Two divisors exactly.',
      },
      {
        question: 'Vowels?',
        type: 'multiple_select',
        options: ['a', 'b', 'e'],
        correct_answers: [0, 2],
        partial_credit: false,
      },
      { question: 'The sun rises in the east.', type: 'true_false', options: [], correct_answer: true },
      {
        question: "Who's buried in Grant's tomb?",
        type: 'short_answer',
        options: [],
        accepted_answers: ['no one', 'nobody'],
      },
      {
        question: 'Pi to 3 decimals?',
        type: 'numeric',
        options: [],
        correct_answer: 3.142,
        tolerance: 0.0005,
      },
      {
        question: 'Boiling point of water in °C?',
        type: 'numeric',
        options: [],
        correct_answer: 100,
        tolerance: 0,
      },
      { question: 'Write a short biography of Dag Hammarskjöld.', type: 'essay', options: [] },
      { question: 'Say hello in Kiswahili', type: 'text', options: [], correct_answer: 'Jambo' },
      { question: 'Explain photosynthesis', type: 'text', options: [], correct_answer: null },
    ]);
  });

  it('takes the columns in any order and leaves out the optional ones', () => {
    const { questions } = parseQuestionCsv('Question,TYPE,correct\nIs water wet?,true_false,false\n');
    expect(questions).toEqual([
      {
        row: 2,
        tags: [],
        question: { question: 'Is water wet?', type: 'true_false', options: [], correct_answer: false },
      },
    ]);
  });

  describe('quoting as RFC 4180 has it', () => {
    it('keeps commas, doubled quotes and line breaks inside quoted cells', () => {
      const { questions, skipped } = parseQuestionCsv(
        'type,question,options,correct,feedback\r\n' +
          'multiple_choice,"Which city, in 1962, became Uganda\'s capital?","Entebbe|Kampala, the hill city",2,"He said ""Kampala"".\r\nSee lesson 2."\r\n' +
          'essay,"Two\nlines",,,\r\n',
      );
      expect(skipped).toEqual([]);
      expect(questions.map((item) => item.question)).toEqual([
        {
          question: "Which city, in 1962, became Uganda's capital?",
          type: 'multiple_choice',
          options: ['Entebbe', 'Kampala, the hill city'],
          correct_answer: 1,
          feedback: 'He said "Kampala".\r\nSee lesson 2.',
        },
        { question: 'Two\nlines', type: 'essay', options: [] },
      ]);
    });

    it('counts rows as records, a quoted line break staying in its row', () => {
      const { questions, skipped } = parseQuestionCsv(
        'type,question\nessay,"First\n\nparagraphs"\n\nmatching,Pairs\r\nessay,Last',
      );
      expect(questions.map((item) => item.row)).toEqual([2, 5]);
      expect(skipped).toEqual([
        {
          row: 4,
          reason:
            'Question type must be multiple_choice, text, true_false, multiple_select, short_answer, numeric or essay',
        },
      ]);
    });

    it('reads empty quoted cells, quotes inside unquoted cells and a byte order mark', () => {
      const { questions } = parseQuestionCsv('\uFEFFtype,question,correct\ntext,Say 5"4,""\ntext,"",x');
      expect(questions.map((item) => item.question)).toEqual([
        { question: 'Say 5"4', type: 'text', options: [], correct_answer: null },
      ]);
    });

    it('reports a quote that never closes and reads the rows before it', () => {
      const { questions, skipped } = parseQuestionCsv('type,question\nessay,Fine\nessay,"Open\nessay,Lost');
      expect(questions.map((item) => item.row)).toEqual([2]);
      expect(skipped).toEqual([
        { row: 3, reason: 'A quoted cell is not closed: nothing after it can be read.' },
      ]);
      expect(parseQuestionCsv('"type,question\n').skipped).toEqual([
        { row: 1, reason: 'A quoted cell is not closed: nothing after it can be read.' },
      ]);
    });

    it('skips a row with more cells than the header, as an unquoted comma gives', () => {
      expect(parseQuestionCsv('type,question\nessay,Why, and how?').skipped).toEqual([
        { row: 2, reason: 'This row has more cells than the header: put text with commas in double quotes.' },
      ]);
    });

    it('reads back any cell written as RFC 4180 writes it', () => {
      const cell = fc.string({ unit: fc.constantFrom('a', 'b', ' ', ',', '"', '\n', '\r\n', 'é', '|') });
      fc.assert(
        fc.property(fc.array(cell, { minLength: 1, maxLength: 5 }), (feedbacks) => {
          const quote = (value: string) => `"${value.replaceAll('"', '""')}"`;
          const rows = feedbacks.map((feedback) => `essay,${quote('Why?')},${quote(feedback)}`);
          const { questions, skipped } = parseQuestionCsv(['type,question,feedback', ...rows].join('\r\n'));
          expect(skipped).toEqual([]);
          expect(questions.map((item) => item.question.feedback)).toEqual(
            feedbacks.map((feedback) => feedback.trim() || undefined),
          );
        }),
      );
    });
  });

  describe('rows it skips, with the reason', () => {
    const skippedOf = (rows: string) =>
      parseQuestionCsv(`${HEADER}\n${rows}`).skipped.map((skip) => skip.reason);

    it('names what is wrong for each type', () => {
      expect(
        skippedOf(`multiple_choice,Capital?,Nairobi|Kampala,Kampala,,,,,
multiple_choice,Capital?,Nairobi|Kampala,3,,,,,
multiple_choice,Capital?,Nairobi,1,,,,,
multiple_select,Primes?,2|3|4,0|1,,,,,
multiple_select,Primes?,2|3|4,,,,,,
multiple_select,Primes?,2|3|4,1,,maybe,,,
true_false,Wet?,,yes,,,,,
short_answer,Who?,,,,,,,
short_answer,Who?,,a| ,,,,,
numeric,Pi?,,three,,,,,
numeric,Pi?,,3.14,-1,,,,
essay,Why?,,,,,0,,
essay,Why?,,,,,many,,
essay,Why?,,,,,1.005,,`),
      ).toEqual([
        'Give the correct option by its number, counting from 1.',
        'Choose the correct answer',
        'At least 2 options are required',
        'Give the correct options by their numbers, counting from 1, separated by |.',
        'Choose at least one correct option',
        'partial_credit must be yes or no.',
        'Choose true or false',
        'Add at least one accepted answer',
        'Accepted answers must have text',
        'Enter the correct number',
        'Tolerance must be 0 or more',
        'Points must be more than 0',
        'Points must be a number',
        'Points can have at most 2 decimals',
      ]);
    });

    it('names cells the type has no use for', () => {
      expect(
        skippedOf(`true_false,Wet?,yes|no,true,,,,,
short_answer,Who?,,no one,0.5,,,,
multiple_choice,Capital?,Nairobi|Kampala,2,,yes,,,
essay,Why?,,Because,,,,,
,Why?,,,,,,,`),
      ).toEqual([
        'Only multiple_choice and multiple_select questions have options.',
        'Only numeric questions have a tolerance.',
        'Only multiple_select questions give partial credit.',
        'Essays have no correct answer.',
        'Question type must be multiple_choice, text, true_false, multiple_select, short_answer, numeric or essay',
      ]);
    });

    it('refuses a header it cannot read, in row 1', () => {
      expect(parseQuestionCsv('type,question,answer\nessay,Why?,x').skipped).toEqual([
        {
          row: 1,
          reason:
            'Unknown column "answer": the columns are type, question, options, correct, tolerance, partial_credit, points, feedback, tags.',
        },
      ]);
      expect(parseQuestionCsv('question,options\nWhy?,').skipped[0]?.reason).toBe(
        'The first row must name the columns, type and question at least.',
      );
      expect(parseQuestionCsv('type,question,type\n').skipped[0]?.reason).toBe(
        'Each column may be named only once.',
      );
      expect(parseQuestionCsv('').skipped[0]?.reason).toBe(
        'The first row must name the columns, type and question at least.',
      );
    });

    it('ignores unnamed columns at the end and empty rows', () => {
      const { questions, skipped } = parseQuestionCsv('type,question,,\nessay,Why?,,\n,,,\n\nessay,How?');
      expect(skipped).toEqual([]);
      expect(questions.map((item) => item.row)).toEqual([2, 5]);
    });
  });

  it('never throws, whatever the text', () => {
    const csvish = fc.string({
      unit: fc.constantFrom('a', ',', '"', '\n', '\r', '|', '1', 'essay', 'type', 'question'),
    });
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          csvish,
          csvish.map((rest) => `type,question,correct\n${rest}`),
        ),
        (text) => {
          const { questions } = parseQuestionCsv(text);
          return questions.every((item) => Question.safeParse(item.question).success);
        },
      ),
      { numRuns: 500 },
    );
  });
});
