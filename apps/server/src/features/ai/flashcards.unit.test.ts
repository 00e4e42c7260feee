import { describe, expect, it } from 'vitest';
import type { Passage } from './assistant';
import { composeFlashcards } from './builtin-provider';
import { buildFlashcards, formatFlashcards, parseFlashcards } from './flashcards';

const source = { course_id: 1, course_title: 'Farming', lesson_id: 7, lesson_title: 'Soil' };
const passage = (text: string, position = 0): Passage => ({ ...source, text, rank: 1, position });

describe('buildFlashcards', () => {
  it('turns definitions into questions, in lower case where the lesson writes the word so', () => {
    const cards = buildFlashcards(
      [
        passage(
          'Humus is the dark part of organic matter in soil. Kenya is a country where humus matters to farmers.',
        ),
      ],
      [],
      10,
    );
    expect(cards[0]).toMatchObject({
      question: 'What is humus?',
      answer: 'Humus is the dark part of organic matter in soil.',
      source,
    });
    expect(cards[1]?.question).toBe('What is Kenya?');
  });

  it('keeps the article of the defined term', () => {
    const [card] = buildFlashcards(
      [
        passage(
          'A loop is a block of code that runs many times. Every loop needs an end condition to stop it.',
        ),
      ],
      [],
      1,
    );
    expect(card?.question).toBe('What is a loop?');
  });

  it('blanks out a term the lesson repeats, and skips sentences that lean on the one before', () => {
    const cards = buildFlashcards(
      [
        passage(
          'Farmers spread compost before the rains arrive each year. It feeds the soil for months. Good compost smells of earth and forest leaves.',
        ),
      ],
      [],
      10,
    );
    expect(cards.slice(0, 3).map((card) => card.question)).toEqual([
      'Fill in the blank: Farmers spread _____ before the rains arrive each year.',
      'Fill in the blank: Good _____ smells of earth and forest leaves.',
      'What is the lesson “Soil” about?',
    ]);
    expect(cards[0]?.answer).toBe('compost');
    expect(cards[0]?.source).toEqual(source);
    expect(cards.map((card) => card.question).join('\n')).not.toContain('feeds the soil');
  });

  it('makes the 10 cards asked for from a lesson with ten plain statements, though no term repeats', () => {
    const statements = [
      'Maize grows best in deep loam with steady rainfall.',
      'Farmers plant beans between maize rows to feed nitrogen back.',
      'Weeding during the first month protects young seedlings.',
      'Mulching with dry grass keeps moisture near the roots.',
      'Harvested grain should dry on raised racks before storage.',
      'Hermetic bags stop weevils from spoiling stored harvests.',
      'Rotating cassava with groundnuts breaks pest cycles.',
      'Terraces on steep slopes slow erosion after heavy storms.',
      'Cooperatives negotiate better prices for members at market.',
      'Records of planting dates help plan the next season.',
    ];
    const cards = buildFlashcards([passage(statements.join(' '))], [], 10);
    const statementOf = (card: { question: string; answer: string }) => {
      const blank = /^Fill in the blank: (.+)$/.exec(card.question)?.[1];
      return blank ? blank.replace('_____', card.answer) : card.answer;
    };
    // One card from every statement: none is used twice while another is left out.
    expect(cards.map(statementOf).sort()).toEqual([...statements].sort());
  });

  it('does not take a statement about every or each thing for a definition', () => {
    const [card] = buildFlashcards(
      [passage('Every document you create is saved as a file in a folder on the computer.')],
      ['document'],
      1,
    );
    expect(card?.question).toBe(
      'Fill in the blank: Every _____ you create is saved as a file in a folder on the computer.',
    );
  });

  it('never repeats a question and stops at the count asked for', () => {
    const text = Array.from(
      { length: 20 },
      (_, i) => `Term${'x'.repeat(i)} is a word number ${i} in a long list.`,
    ).join(' ');
    expect(buildFlashcards([passage(text), passage(text, 1)], [], 10)).toHaveLength(10);
  });
});

describe('composeFlashcards', () => {
  it('says how many cards it could make, and why, when the material holds too little', () => {
    const answer = composeFlashcards({
      prompt: 'budget',
      history: [],
      course: { id: source.course_id, title: source.course_title },
      passages: [passage('A budget is a plan for your money. Review your budget each month and adjust it.')],
      noMaterial: false,
    });
    const cards = parseFlashcards(answer.text);
    expect(cards.length).toBeGreaterThan(0);
    expect(cards.length).toBeLessThan(10);
    expect(answer.text.split('\n')[0]).toBe(
      `I could make ${cards.length} of the 10 flashcards for this topic: your course material says too little ` +
        'about it for more questions that have a clear answer in the lessons. For more cards, try a broader ' +
        'topic or one your lessons cover at length.',
    );
  });
});

describe('Q:/A: lines', () => {
  it('formats each card on two lines', () => {
    expect(formatFlashcards([{ question: 'What is\nsoil?', answer: ' Ground. ' }])).toBe(
      'Q: What is soil?\nA: Ground.',
    );
  });

  it('reads cards back, ignoring chatter, numbering and bold markers', () => {
    const text =
      'Here are your cards:\n\n1. **Q:** What is soil?\n**A:** Ground.\n\nQ: Orphan question?\n- Q: Why mulch?\n- A: It keeps water in.\nThanks!';
    expect(parseFlashcards(text)).toEqual([
      { question: 'What is soil?', answer: 'Ground.' },
      { question: 'Why mulch?', answer: 'It keeps water in.' },
    ]);
  });
});
