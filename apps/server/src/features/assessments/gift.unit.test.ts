import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Question } from '@somo/contract/assessments';
import { exportGift, exportGiftWithTags, parseGift } from './gift';

/** The one question a GIFT text holds, or the reason it was skipped. */
function only(text: string) {
  const { questions, skipped } = parseGift(text);
  expect(questions.length + skipped.length).toBe(1);
  return questions[0]?.question ?? skipped[0]?.reason;
}

describe('GIFT: the examples of Moodle’s documentation', () => {
  it('reads multiple choice', () => {
    expect(only("Who's buried in Grant's tomb?{~Grant ~Jefferson =no one}")).toEqual({
      question: "Who's buried in Grant's tomb?",
      type: 'multiple_choice',
      options: ['Grant', 'Jefferson', 'no one'],
      correct_answer: 2,
    });
    expect(
      only("Who's buried in Grant's tomb?{=Grant ~no one ~Napoleon ~Churchill ~Mother Teresa }"),
    ).toEqual({
      question: "Who's buried in Grant's tomb?",
      type: 'multiple_choice',
      options: ['Grant', 'no one', 'Napoleon', 'Churchill', 'Mother Teresa'],
      correct_answer: 0,
    });
    expect(
      only(`Japanese characters originally came from what country? {
    ~India
    =China
    ~Korea
    ~Egypt}`),
    ).toMatchObject({ options: ['India', 'China', 'Korea', 'Egypt'], correct_answer: 1 });
  });

  it('reads the long form with a comment, a title and feedback on each answer', () => {
    const { questions, skipped } = parseGift(`// question: 1 name: Grants tomb
::Grants tomb::Who is buried in Grant's tomb in New York City? {
=Grant
~No one
#Was true for 12 years, but Grant's remains were buried in the tomb in 1897
~Napoleon
#He was buried in France
~Churchill
#He was buried in England
~Mother Teresa
#She was buried in India
}`);
    expect(skipped).toEqual([]);
    expect(questions).toEqual([
      {
        line: 2,
        title: 'Grants tomb',
        tags: [],
        question: {
          question: "Who is buried in Grant's tomb in New York City?",
          type: 'multiple_choice',
          options: ['Grant', 'No one', 'Napoleon', 'Churchill', 'Mother Teresa'],
          correct_answer: 0,
        },
      },
    ]);
  });

  it('reads feedback on answers and keeps the general feedback', () => {
    expect(
      only(`::Q2:: What's between orange and green in the spectrum?
{ =yellow # right; good! ~red # wrong, it's yellow ~blue # wrong, it's yellow }`),
    ).toEqual({
      question: "What's between orange and green in the spectrum?",
      type: 'multiple_choice',
      options: ['yellow', 'red', 'blue'],
      correct_answer: 0,
    });
    expect(
      only(`What's the answer to this multiple-choice question?{
=right answer#Very good!
~wrong answer#feedback comment on the wrong answer
####General feedback.
}`),
    ).toMatchObject({
      options: ['right answer', 'wrong answer'],
      correct_answer: 0,
      feedback: 'General feedback.',
    });
  });

  it('reads short answers', () => {
    expect(only("Who's buried in Grant's tomb?{=no one =nobody}")).toEqual({
      question: "Who's buried in Grant's tomb?",
      type: 'short_answer',
      options: [],
      accepted_answers: ['no one', 'nobody'],
    });
    expect(only('1 + 1 = {=2 =two}')).toEqual({
      question: '1 + 1 =',
      type: 'short_answer',
      options: [],
      accepted_answers: ['2', 'two'],
    });
    expect(
      only(`Who's buried in Grant's tomb?{
=no one#excellent answer!
=nobody#excellent answer too!}`),
    ).toMatchObject({ accepted_answers: ['no one', 'nobody'] });
  });

  it('reads true and false', () => {
    expect(only('Grant was buried in a tomb in New York City.{T}')).toEqual({
      question: 'Grant was buried in a tomb in New York City.',
      type: 'true_false',
      options: [],
      correct_answer: true,
    });
    expect(only("Grant is buried in Grant's tomb.{F}")).toMatchObject({ correct_answer: false });
    expect(only('The sun rises in the east.{TRUE}')).toMatchObject({ correct_answer: true });
    expect(only("Grant is buried in Grant's tomb.{FALSE#No one is buried in Grant's tomb.}")).toMatchObject({
      type: 'true_false',
      correct_answer: false,
    });
    expect(only('::Q1:: 1+1=2 {T}')).toMatchObject({ question: '1+1=2', correct_answer: true });
  });

  it('reads numbers with a tolerance, a range or several answers', () => {
    expect(only('When was Ulysses S. Grant born?{#1822:5}')).toEqual({
      question: 'When was Ulysses S. Grant born?',
      type: 'numeric',
      options: [],
      correct_answer: 1822,
      tolerance: 5,
    });
    expect(only('What is the value of pi (to 3 decimal places)? {#3.14159:0.0005}.')).toEqual({
      question: 'What is the value of pi (to 3 decimal places)?',
      type: 'numeric',
      options: [],
      correct_answer: 3.14159,
      tolerance: 0.0005,
    });
    expect(only('What is the value of pi (to 3 decimal places)? {#3.141..3.142}.')).toMatchObject({
      correct_answer: 3.1415,
      tolerance: 0.0005,
    });
    expect(only('::Q5:: What is a number from 1 to 5? {#3:2}')).toMatchObject({
      correct_answer: 3,
      tolerance: 2,
    });
    expect(only('::Q6:: What is a number from 1 to 5? {#1..5}')).toMatchObject({
      correct_answer: 3,
      tolerance: 2,
    });
    expect(
      only(`::Q7:: When was Ulysses S. Grant born? {#
         =1822:0      # Correct! Full credit.
         =%50%1822:2  # He was born in 1822. Half credit for being close.
}`),
    ).toMatchObject({ correct_answer: 1822, tolerance: 0 });
    expect(only('When was Ulysses S. Grant born? {#\n    =%50%1822:2\n    =1822:0}')).toMatchObject({
      correct_answer: 1822,
      tolerance: 0,
    });
  });

  it('reads essays', () => {
    expect(only('Write a short biography of Dag Hammarskjöld. {}')).toEqual({
      question: 'Write a short biography of Dag Hammarskjöld.',
      type: 'essay',
      options: [],
    });
    expect(only('::Q8:: How are you? {}')).toMatchObject({ type: 'essay', question: 'How are you?' });
  });

  it('reads multiple answers with percentages as multiple select with partial credit', () => {
    expect(
      only(`What two people are entombed in Grant's tomb? {
   ~%-100%No one
   ~%50%Grant
   ~%50%Grant's wife
   ~%-100%Grant's father
}`),
    ).toEqual({
      question: "What two people are entombed in Grant's tomb?",
      type: 'multiple_select',
      options: ['No one', 'Grant', "Grant's wife", "Grant's father"],
      correct_answers: [1, 2],
      partial_credit: true,
    });
    expect(only('Pick the vowels {~%50%a ~%50%e ~%-100%k}')).toMatchObject({
      correct_answers: [0, 1],
      partial_credit: true,
    });
    expect(only('Pick the vowels {~%100%a ~%100%e ~k}')).toMatchObject({
      correct_answers: [0, 1],
      partial_credit: false,
    });
  });

  it('skips matching, missing-word and description items with the reason', () => {
    const { questions, skipped } =
      parseGift(`Match the following countries with their corresponding capitals. {
   =Canada -> Ottawa
   =Italy  -> Rome
   =Japan  -> Tokyo
   =India  -> New Delhi
   ####It's good to know the capitals
}

::Q4:: Which animal eats which food? { =cat -> cat food =dog -> dog food }

Grant is {~buried =entombed ~living} in Grant's tomb.

Moodle costs {~lots of money =nothing ~a small amount} to download from moodle.org.

::Q3:: Two plus {=two =2} equals four.

You can use your pencil and paper for these next math questions.`);
    expect(questions).toEqual([]);
    const matching = 'Matching questions are not supported.';
    const missingWord = 'Missing-word questions (text after the answers) are not supported.';
    expect(skipped).toEqual([
      { line: 1, reason: matching },
      { line: 9, title: 'Q4', reason: matching },
      { line: 11, reason: missingWord },
      { line: 13, reason: missingWord },
      { line: 15, title: 'Q3', reason: missingWord },
      { line: 17, reason: 'No answers in braces: a description, not a question.' },
    ]);
  });

  it('skips single-answer questions with partly right or penalised answers', () => {
    expect(only('Difficult question.{~wrong answer ~%50%half credit answer =full credit answer}')).toBe(
      'Partly right or penalised answers to a one-answer question are not supported.',
    );
    expect(
      only(`::Jesus' hometown::Jesus Christ was from {
    ~Jerusalem#This was an important city, but the wrong answer.
    ~%25%Bethlehem#He was born here, but not raised here.
    ~%50%Galilee#You need to be more specific.
    =Nazareth#Yes! That's right!
}.`),
    ).toBe('Partly right or penalised answers to a one-answer question are not supported.');
    expect(only('Which two? {=a =b ~c}')).toBe(
      'Several right answers to a one-answer question are not supported.',
    );
  });

  it('keeps only the full-credit answers of a short answer', () => {
    expect(
      only(`::Jesus' hometown (Short answer ex.):: Jesus Christ was from {
    =Nazareth#Yes! That's right!
    =%75%Nazareth, Galilee#We need the name of the city.
    =%25%Galilee#You need to be more specific.
}`),
    ).toMatchObject({ type: 'short_answer', accepted_answers: ['Nazareth'] });
  });

  it('reads escaped characters as themselves', () => {
    expect(
      only(`Which answer equals 5? {
~ \\= 2 + 2
= \\= 2 + 3
~ \\= 2 + 4
}`),
    ).toMatchObject({ options: ['= 2 + 2', '= 2 + 3', '= 2 + 4'], correct_answer: 1 });
    expect(only('Escapes \\{ \\} \\~ \\# \\: \\\\ and a\\nbreak {=a\\:b}')).toEqual({
      question: 'Escapes { } ~ # : \\ and a\nbreak',
      type: 'short_answer',
      options: [],
      accepted_answers: ['a:b'],
    });
  });

  it('removes format markers', () => {
    expect(only('[markdown]Is **this** bold? {=[plain]yes ~no}')).toMatchObject({
      question: 'Is **this** bold?',
      options: ['yes', 'no'],
    });
    expect(only('::T::[html]<p>Hello</p>{}')).toMatchObject({ question: '<p>Hello</p>', type: 'essay' });
  });

  it('tags questions with the last segment of their category', () => {
    const { questions } = parseGift(`$CATEGORY: $course$/top/Maths/Fractions

Half of 1? {#0.5}

$CATEGORY: $course$/top

Two? {#2}

$CATEGORY: Algebra
x + x? {=2x}`);
    expect(questions.map((question) => [question.line, question.tags])).toEqual([
      [3, ['Fractions']],
      [7, []],
      [10, ['Algebra']],
    ]);
  });

  it('skips what the contract refuses, with its words', () => {
    const options = Array.from({ length: 11 }, (_, index) => `~o${index}`).join(' ');
    expect(only(`Too many {=right ${options}}`)).toBe('At most 10 options');
    expect(only('{=a ~b}')).toBe('Question text is required');
    expect(only('One option {=only}')).toMatchObject({ type: 'short_answer' });
    expect(only('Pi? {#pi}')).toBe('Numeric answers must look like 3.14, 3.14:0.01 or 3.13..3.15.');
    expect(only('::Open title {T}')).toBe('The title is not closed with ::.');
    expect(only('Braces {=a')).toBe('The answers must be enclosed in { and }.');
  });

  it('never throws, whatever the text', () => {
    const giftish = fc.stringMatching(/^[a-z {}~=#%:\\\-.>\d\n/$TF[\]]*$/);
    fc.assert(
      fc.property(fc.oneof(fc.string(), giftish), (text) => {
        const { questions, skipped } = parseGift(text);
        return questions.every((item) => Question.safeParse(item.question).success) && Array.isArray(skipped);
      }),
      { numRuns: 500 },
    );
  });
});

/** Words GIFT can carry both ways: no leading `//`, `[`, `%`, no `->` (those mean something at the start). */
const word = fc.stringMatching(/^[A-Za-z0-9][A-Za-z0-9 ~=#{}:\\?'.,!éö]{0,20}$/).map((value) => value.trim());
const line = word.filter((value) => value.length > 0);
const options = fc.uniqueArray(line, { minLength: 2, maxLength: 6 });
const extras = fc.record(
  { points: fc.integer({ min: 1, max: 50 }), feedback: fc.oneof(line, fc.constant('Two\nlines')) },
  { requiredKeys: [] },
);
const number = fc
  .double({ min: -1e6, max: 1e6, noNaN: true })
  .map((value) => (Object.is(value, -0) ? 0 : value));

const question = fc.oneof(
  options.chain((list) =>
    fc.record({
      question: line,
      type: fc.constant('multiple_choice'),
      options: fc.constant(list),
      correct_answer: fc.nat(list.length - 1),
    }),
  ),
  fc.record({ question: line, type: fc.constant('true_false'), correct_answer: fc.boolean() }),
  options.chain((list) =>
    fc.record({
      question: line,
      type: fc.constant('multiple_select'),
      options: fc.constant(list),
      correct_answers: fc.uniqueArray(fc.nat(list.length - 1), { minLength: 1, maxLength: list.length }),
      partial_credit: fc.boolean(),
    }),
  ),
  fc.record({
    question: line,
    type: fc.constant('short_answer'),
    accepted_answers: fc.uniqueArray(line, { minLength: 1, maxLength: 4 }),
  }),
  fc.record({
    question: line,
    type: fc.constant('numeric'),
    correct_answer: number,
    tolerance: fc.double({ min: 0, max: 100, noNaN: true }),
  }),
  fc.record({ question: fc.oneof(line, fc.constant('First line\nsecond line')), type: fc.constant('essay') }),
);

describe('GIFT export', () => {
  it('writes each type the way Moodle reads it', () => {
    const questions = [
      {
        question: 'Capital of Uganda?',
        type: 'multiple_choice',
        options: ['Nairobi', 'Kampala'],
        correct_answer: 1,
      },
      { question: 'Vowels?', type: 'multiple_select', options: ['a', 'b', 'e'], correct_answers: [0, 2] },
      {
        question: 'Vowels?',
        type: 'multiple_select',
        options: ['a', 'b', 'e', 'i'],
        correct_answers: [0, 2, 3],
        partial_credit: true,
      },
      { question: 'The sun rises in the east.', type: 'true_false', correct_answer: true },
      {
        question: "Who's buried in Grant's tomb?",
        type: 'short_answer',
        accepted_answers: ['no one', 'nobody'],
      },
      {
        question: 'Pi?',
        type: 'numeric',
        correct_answer: 3.1415,
        tolerance: 0.0005,
        feedback: 'About 22/7.',
      },
      { question: 'Time: {now}', type: 'essay', points: 5 },
      { question: 'Hello?', type: 'text', correct_answer: 'Jambo' },
      { question: 'Why?', type: 'text' },
    ].map((item) => Question.parse(item));
    expect(exportGift(questions)).toBe(`Capital of Uganda? {
\t~Nairobi
\t=Kampala
}

Vowels? {
\t~%100%a
\t~b
\t~%100%e
}

Vowels? {
\t~%33.33333%a
\t~%-33.33333%b
\t~%33.33333%e
\t~%33.33333%i
}

The sun rises in the east. {
\tTRUE
}

Who's buried in Grant's tomb? {
\t=no one
\t=nobody
}

Pi? {
\t#3.1415:0.0005
\t####About 22/7.
}

Time\\: \\{now\\} {
}

Hello? {
\t=Jambo
}

Why? {
}
`);
  });

  it('reads back what it wrote, points apart', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(question, extras), { minLength: 1, maxLength: 5 }), (items) => {
        const questions = items.map(([item, extra]) => Question.parse({ ...item, ...extra }));
        const { questions: read, skipped } = parseGift(exportGift(questions));
        expect(skipped).toEqual([]);
        expect(read.map((item) => item.question)).toEqual(
          questions.map(({ points: _points, ...rest }) => rest),
        );
      }),
      { numRuns: 300 },
    );
  });

  it('writes each question under its first tag, which reads back as its tag', () => {
    const ask = (text: string) =>
      Question.parse({ question: text, type: 'true_false', correct_answer: true });
    const text = exportGiftWithTags([
      { question: ask('Tagged algebra?'), tags: ['Algebra', 'Hard'] },
      { question: ask('Untagged?'), tags: [] },
      { question: ask('Tagged geometry?'), tags: ['Geometry: angles'] },
      { question: ask('More algebra?'), tags: ['Algebra'] },
    ]);
    expect(text.startsWith('Untagged? {')).toBe(true);
    const read = parseGift(text);
    expect(read.skipped).toEqual([]);
    expect(read.questions.map(({ question, tags }) => [question.question, tags])).toEqual([
      ['Untagged?', []],
      ['Tagged algebra?', ['Algebra']],
      ['More algebra?', ['Algebra']],
      ['Tagged geometry?', ['Geometry: angles']],
    ]);
  });
});
