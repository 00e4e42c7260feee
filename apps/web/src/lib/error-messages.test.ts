import { afterEach, describe, expect, it } from 'vitest';
import { ERROR_STATUS } from '@somo/contract/errors';
import { ApiError, errorMessage } from './api-client';
import { ERROR_MESSAGES, apiErrorText } from './error-messages';
import { i18n } from './i18n/i18n';
import { messagesOf } from '../test/catalogues';

const french = messagesOf('fr');
const swahili = messagesOf('sw');

const refused = (code: string, serverMessage: string | null) =>
  new ApiError({ status: 409, code, message: serverMessage ?? 'x', serverMessage });

afterEach(() => {
  i18n.activate('en');
});

describe('API error texts', () => {
  it('has a message for every error code of the contract', () => {
    expect(Object.keys(ERROR_MESSAGES).sort()).toEqual(
      [...Object.keys(ERROR_STATUS), 'network_error'].sort(),
    );
  });

  it('keeps the server’s own words in English', () => {
    const error = refused('conflict', 'You are already enrolled in this course.');
    expect(apiErrorText(error, 'Enrollment failed.')).toBe('You are already enrolled in this course.');
    expect(errorMessage(error, 'Enrollment failed.')).toBe('You are already enrolled in this course.');
  });

  it('translates a known code in another language', () => {
    i18n.loadAndActivate({ locale: 'fr', messages: french });
    expect(errorMessage(refused('username_taken', 'A user with that username already exists.'), 'x')).toBe(
      'Un utilisateur avec ce nom d’utilisateur existe déjà.',
    );
    i18n.loadAndActivate({ locale: 'sw', messages: swahili });
    expect(errorMessage(refused('thread_locked', 'This thread is locked.'), 'x')).toBe(
      'Mazungumzo haya yamefungwa na hayapokei majibu mapya.',
    );
  });

  it('falls back to the server’s words for a code it does not know', () => {
    i18n.loadAndActivate({ locale: 'fr', messages: french });
    expect(errorMessage(refused('http_418', 'I am a teapot'), 'x')).toBe('I am a teapot');
  });

  it('uses the screen’s text when the server said nothing, or for other failures', () => {
    i18n.loadAndActivate({ locale: 'fr', messages: french });
    expect(errorMessage(refused('http_502', null), 'Échec du chargement')).toBe('Échec du chargement');
    expect(errorMessage(new Error('boom'), 'Échec du chargement')).toBe('Échec du chargement');
  });
});
