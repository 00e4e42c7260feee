import { describe, expect, it } from 'vitest';
import { hasImageWithoutAlt, markdownToPlainText, plainTextToMarkdown } from './markdown';

describe('the plain text of a lesson', () => {
  it('keeps the words and drops the formatting', () => {
    const markdown = [
      '# Soil types',
      '',
      'Soil is **mostly** _sand_, [silt](https://example.org) and `clay` &amp; water.',
      '',
      '- sand',
      '- loam',
      '',
      '![A field of red soil](/media/lesson-images/x-1600.webp)',
      '',
      '| Type | Feel |',
      '|---|---|',
      '| Sand | Gritty |',
      '',
      '<script>alert(1)</script>',
    ].join('\n');
    expect(markdownToPlainText(markdown)).toBe(
      [
        'Soil types',
        '',
        'Soil is mostly sand, silt and clay & water.',
        '',
        'sand',
        'loam',
        '',
        'A field of red soil',
        '',
        'Type | Feel',
        'Sand | Gritty',
      ].join('\n'),
    );
  });

  it('reads converted plain text back as it was', () => {
    const plain = 'Week 1: *not bold*\n# not a heading\n1. not a list\n\nSee www.example.org & <b>you</b>';
    expect(markdownToPlainText(plainTextToMarkdown(plain))).toBe(plain);
  });
});

describe('images', () => {
  it('need their description', () => {
    expect(hasImageWithoutAlt('![](/a.webp)')).toBe(true);
    expect(hasImageWithoutAlt('- item ![ ](/a.webp)')).toBe(true);
    expect(hasImageWithoutAlt('| a |\n|---|\n| ![](/a.webp) |')).toBe(true);
    expect(hasImageWithoutAlt('![A map](/a.webp) and text')).toBe(false);
    expect(hasImageWithoutAlt('no images, just ![brackets] and (parens)')).toBe(false);
  });
});
