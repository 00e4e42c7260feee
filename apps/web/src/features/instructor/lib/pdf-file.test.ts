import { describe, expect, it } from 'vitest';
import { durationLabel, fileSizeLabel, pdfFileError } from './pdf-file';

describe('pdfFileError', () => {
  it('accepts a PDF up to 10 MB', () => {
    expect(pdfFileError({ name: 'notes.pdf', type: 'application/pdf', size: 10 * 1024 * 1024 })).toBeNull();
    expect(pdfFileError({ name: 'NOTES.PDF', type: '', size: 10 })).toBeNull();
  });

  it('refuses other types and files over 10 MB with the spec’s texts', () => {
    expect(pdfFileError({ name: 'notes.docx', type: 'application/msword', size: 10 })).toBe(
      'Please select a PDF file.',
    );
    expect(pdfFileError({ name: 'notes.pdf', type: 'text/plain', size: 10 })).toBe(
      'Please select a PDF file.',
    );
    expect(pdfFileError({ name: 'big.pdf', type: 'application/pdf', size: 10 * 1024 * 1024 + 1 })).toBe(
      'PDF file size must be less than 10MB.',
    );
  });
});

describe('labels', () => {
  it('formats sizes and durations', () => {
    expect(fileSizeLabel(900)).toBe('900 B');
    expect(fileSizeLabel(2048)).toBe('2 KB');
    expect(fileSizeLabel(2.5 * 1024 * 1024)).toBe('2.5 MB');
    expect(durationLabel(45)).toBe('45 min');
    expect(durationLabel(60)).toBe('1 h');
    expect(durationLabel(125)).toBe('2 h 5 min');
  });
});
