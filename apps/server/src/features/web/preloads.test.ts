import { describe, expect, it } from 'vitest';
import { catalogueLanguage } from './preloads';

describe("the reader's catalogue language", () => {
  const languages = ['fr', 'es', 'sw'];

  it('takes the most preferred language we translate, regional tags included', () => {
    expect(catalogueLanguage('fr-CD,fr;q=0.9,en;q=0.8', languages)).toBe('fr');
    expect(catalogueLanguage('de, sw-KE;q=0.7, es;q=0.6', languages)).toBe('sw');
    expect(catalogueLanguage('es;q=0.2, sw;q=0.9', languages)).toBe('sw');
  });

  it('needs none when English comes first, nothing is said, or only refused languages match', () => {
    expect(catalogueLanguage('en-US,fr;q=0.9', languages)).toBeUndefined();
    expect(catalogueLanguage(undefined, languages)).toBeUndefined();
    expect(catalogueLanguage('', languages)).toBeUndefined();
    expect(catalogueLanguage('fr;q=0, de', languages)).toBeUndefined();
    expect(catalogueLanguage(';;,,*', languages)).toBeUndefined();
  });
});
