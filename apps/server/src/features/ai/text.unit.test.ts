import { describe, expect, it } from 'vitest';
import { splitPassages } from './passages';
import { orQuery } from './retrieval.queries';
import { detectLanguage, excerpt, keyTerms, searchTerms, sentences } from './text';

describe('searchTerms and orQuery', () => {
  it('keeps the words worth searching for, once each', () => {
    expect(searchTerms('What is a Variable? Explain the variable, please!')).toEqual(['variable']);
    // Like PostgreSQL's English dictionary, common words such as "while" are not searched for.
    expect(searchTerms('How does a while loop end?')).toEqual(['loop', 'end']);
  });

  it('joins terms with or and strips anything the query parser would read as an operator', () => {
    expect(orQuery(['soil', '"-compost"', 'a&b', ''])).toBe('soil or compost or a b');
  });
});

describe('sentences, excerpt and keyTerms', () => {
  it('splits sentences without breaking decimals', () => {
    expect(sentences('Floats such as 3.5 have a point. Strings are text!\n\nNew paragraph here.')).toEqual([
      'Floats such as 3.5 have a point.',
      'Strings are text!',
      'New paragraph here.',
    ]);
  });

  it('cuts at a word boundary', () => {
    expect(excerpt('The quick brown fox jumps over the lazy dog', 20)).toBe('The quick brown fox…');
    expect(excerpt('Short', 20)).toBe('Short');
  });

  it('prefers repeated phrases, never across punctuation, and drops plurals of chosen terms', () => {
    const text =
      'Organic matter feeds soil. Organic matter holds water. Sand, silt and clay make texture. Clay holds water. Clays differ.';
    expect(keyTerms(text, 4, { minCount: 2 })).toEqual(['Holds Water', 'Organic Matter', 'Clay']);
  });
});

describe('detectLanguage', () => {
  it('tells the course languages apart by their common words', () => {
    expect(detectLanguage('The soil and the water are part of the farm.')).toBe('en');
    expect(detectLanguage('El suelo y el agua de la granja son importantes para los cultivos.')).toBe('es');
    expect(detectLanguage('Le sol et les plantes de la ferme sont dans une région humide.')).toBe('fr');
    expect(detectLanguage('Der Boden und das Wasser sind nicht mit der Sonne zu vergleichen.')).toBe('de');
  });
});

describe('splitPassages', () => {
  it('keeps paragraphs whole, joins a heading to its text, and cuts long paragraphs between sentences', () => {
    const long = Array.from({ length: 30 }, (_, i) => `Sentence number ${i} talks about soil.`).join(' ');
    const intro = 'Compost is decayed plant and animal matter that feeds the soil.';
    const passages = splitPassages(`Compost\n\n${intro}\n\n${long}`, 300);
    expect(passages[0]).toBe(`Compost ${intro}`);
    expect(passages.slice(1).every((p) => p.length <= 300 && p.endsWith('soil.'))).toBe(true);
    expect(passages.slice(1).join(' ')).toBe(long);
  });
});
