import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n/i18n';
import { durationLabel, fileSizeLabel, pdfFileError } from './pdf-file';

function errorText(file: Pick<File, 'name' | 'type' | 'size'>): string | null {
  const error = pdfFileError(file);
  return error ? i18n._(error) : null;
}

describe('pdfFileError', () => {
  it('accepts a PDF up to 10 MB', () => {
    expect(pdfFileError({ name: 'notes.pdf', type: 'application/pdf', size: 10 * 1024 * 1024 })).toBeNull();
    expect(pdfFileError({ name: 'NOTES.PDF', type: '', size: 10 })).toBeNull();
  });

  it('refuses other types and files over 10 MB with the spec’s texts', () => {
    expect(errorText({ name: 'notes.docx', type: 'application/msword', size: 10 })).toBe(
      'Please select a PDF file.',
    );
    expect(errorText({ name: 'notes.pdf', type: 'text/plain', size: 10 })).toBe('Please select a PDF file.');
    expect(errorText({ name: 'big.pdf', type: 'application/pdf', size: 10 * 1024 * 1024 + 1 })).toBe(
      'PDF file size must be less than 10MB.',
    );
  });
});

describe('labels', () => {
  it('formats sizes and durations', () => {
    expect(fileSizeLabel(i18n, 900)).toBe('900 B');
    expect(fileSizeLabel(i18n, 2048)).toBe('2 KB');
    expect(fileSizeLabel(i18n, 2.5 * 1024 * 1024)).toBe('2.5 MB');
    expect(durationLabel(i18n, 45)).toBe('45 min');
    expect(durationLabel(i18n, 60)).toBe('1 h');
    expect(durationLabel(i18n, 125)).toBe('2 h 5 min');
  });
});
