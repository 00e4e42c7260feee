import { afterEach, describe, expect, it } from 'vitest';
import { AssessmentBody } from '@somo/contract/assessments';
import { activateLanguage, i18n } from '../../../lib/i18n/i18n';
import { fieldMessage } from './field-messages';

/** The messages zod gives for a body, as the form would show them. */
function contractMessages(body: unknown): string[] {
  const result = AssessmentBody.safeParse(body);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('field messages', { timeout: 20_000 }, () => {
  afterEach(() => activateLanguage('en'));

  it('shows the contract’s own English words in English', () => {
    expect(fieldMessage(i18n, 'Title is required')).toBe('Title is required');
    expect(fieldMessage(i18n, 'Title must be at most 200 characters')).toBe(
      'Title must be at most 200 characters',
    );
  });

  it('recognises what the contract says and words it in the reader’s language', async () => {
    await activateLanguage('fr', { signedIn: true });
    const messages = contractMessages({ title: '', total_points: 0, questions: [] });
    expect(messages).toEqual(
      expect.arrayContaining(['Title is required', 'At least one question is required']),
    );
    const shown = messages.map((message) => fieldMessage(i18n, message));
    expect(shown).toEqual(
      expect.arrayContaining(['Le titre est obligatoire', 'Au moins une question est requise']),
    );
    expect(fieldMessage(i18n, 'Title must be at most 200 characters')).toBe(
      'Le titre doit compter au plus 200 caractères',
    );
  });

  it('leaves a message it does not know as it came, and nothing as nothing', async () => {
    await activateLanguage('sw', { signedIn: true });
    expect(fieldMessage(i18n, 'Price must be at least 5,000 UGX.')).toBe('Price must be at least 5,000 UGX.');
    expect(fieldMessage(i18n, undefined)).toBeUndefined();
  });
});
