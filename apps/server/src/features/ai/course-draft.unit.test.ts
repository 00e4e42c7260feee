import { describe, expect, it } from 'vitest';
import { buildQuestions, estimateDifficulty, reflowPage, splitIntoSections } from './course-draft';

const para = (topic: string) =>
  `${topic} is explained here with enough words to make a real lesson about the subject. `.repeat(4);

describe('reflowPage', () => {
  it('joins wrapped lines into paragraphs, mends hyphenated words and keeps headings on their own line', () => {
    const page = [
      '1. Soil Basics',
      'Soil holds water and the nutri-',
      'ents that roots need to grow well in every season of the year ahead.',
      'It is short.',
      'Next paragraph starts here and runs on for a while longer than that.',
    ].join('\n');
    expect(reflowPage(page).split('\n')).toEqual([
      '1. Soil Basics',
      'Soil holds water and the nutrients that roots need to grow well in every season of the year ahead. It is short.',
      'Next paragraph starts here and runs on for a while longer than that.',
    ]);
  });
});

describe('splitIntoSections', () => {
  it('prefers Chapter headings and turns a long preface into an introduction', () => {
    const { sections, structure } = splitIntoSections([
      `A Guide to Bees\n${para('This guide')}\nChapter 1: The Hive\n${para('The hive')}`,
      `Chapter 2 Honey\n${para('Honey')}`,
    ]);
    expect(structure).toBe('chapters');
    expect(sections.map((s) => s.title)).toEqual(['Introduction', 'Chapter 1: The Hive', 'Chapter 2: Honey']);
    expect(sections[0]?.text).not.toContain('A Guide to Bees');
  });

  it('counts numbered headings only while they run in order, so a numbered list stays in its lesson', () => {
    const { sections, structure } = splitIntoSections([
      `1 Planting\n${para('Planting')}\n1. Dig a hole\n2. Add compost\n2 Watering\n${para('Watering')}`,
    ]);
    expect(structure).toBe('numbered');
    expect(sections.map((s) => s.title)).toEqual(['Planting', 'Watering']);
    expect(sections[0]?.text).toContain('1. Dig a hole');
  });

  it('falls back to short title lines, then to pages', () => {
    const titled = splitIntoSections([
      `Why Bees Matter\n${para('Pollination')}\nKeeping Bees Safe\n${para('Safety')}`,
    ]);
    expect(titled.structure).toBe('titles');
    expect(titled.sections.map((s) => s.title)).toEqual(['Why Bees Matter', 'Keeping Bees Safe']);

    const paged = splitIntoSections([para('Page one').repeat(3), '', para('Page three').repeat(3)]);
    expect(paged.structure).toBe('pages');
    expect(paged.sections.map((s) => s.title)).toEqual([
      expect.stringMatching(/^Page 1: Page one is explained here.*…$/),
      expect.stringMatching(/^Pages 2–3: Page three is explained here.*…$/),
    ]);
  });

  it('joins a heading with nothing under it to the next section', () => {
    const { sections } = splitIntoSections([
      `Chapter 1 Part One\nChapter 2 Roots\n${para('Roots')}\nChapter 3 Leaves\n${para('Leaves')}`,
    ]);
    expect(sections.map((s) => s.title)).toEqual(['Chapter 2: Roots', 'Chapter 3: Leaves']);
  });
});

describe('estimateDifficulty', () => {
  it('rates short plain sentences easy and long technical ones hard', () => {
    expect(estimateDifficulty('The cat sat. The dog ran. We like to play in the sun.')).toBe('beginner');
    expect(
      estimateDifficulty(
        'Photosynthetic organisms convert electromagnetic radiation into chemical potential energy through ' +
          'thylakoid-membrane-associated electron transport chains, establishing transmembrane electrochemical ' +
          'gradients that subsequently drive adenosine triphosphate synthesis within chloroplast stroma.',
      ),
    ).toBe('advanced');
  });
});

describe('buildQuestions', () => {
  it('blanks a key term and offers other terms of the document as wrong options', () => {
    const questions = buildQuestions([
      {
        title: 'Compost',
        content: 'Humus is the dark stable part of organic matter in the soil.',
        keyConcepts: ['Humus'],
      },
      { title: 'Water', content: 'Water moves down.', keyConcepts: ['Drainage', 'Mulch', 'Erosion'] },
    ]);
    expect(questions).toHaveLength(1);
    const [question] = questions;
    expect(question?.question).toBe(
      'Which term completes this sentence from “Compost”? “_____ is the dark stable part of organic matter in the soil.”',
    );
    expect(question?.options[question.correctAnswer]).toBe('Humus');
    expect([...(question?.options ?? [])].sort()).toEqual(['Drainage', 'Erosion', 'Humus', 'Mulch']);
  });

  it('asks which lesson covers a concept when no sentence can be blanked', () => {
    const questions = buildQuestions([
      { title: 'Roots', content: 'Short.', keyConcepts: ['Roots'] },
      { title: 'Leaves', content: 'Tiny.', keyConcepts: ['Leaves'] },
    ]);
    expect(questions.map((q) => q.question)).toEqual([
      'Which lesson covers “Roots”?',
      'Which lesson covers “Leaves”?',
    ]);
    expect(questions[0]?.options[questions[0].correctAnswer]).toBe('Roots');
  });
});
