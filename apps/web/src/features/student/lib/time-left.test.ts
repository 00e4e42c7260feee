import { describe, expect, it } from 'vitest';
import { setupI18n, type Messages } from '@lingui/core';
import { i18n } from '../../../lib/i18n/i18n';
import { attemptTimeLeftText, dueTimeLeftText, isDueSoon } from './time-left';

const catalogues = import.meta.glob<{ messages: Messages }>('../../../locales/*/student.po', { eager: true });

/** This feature's texts in one language, as the app loads them. */
function inLanguage(language: 'fr' | 'es' | 'sw') {
  const catalogue = catalogues[`../../../locales/${language}/student.po`];
  if (!catalogue) throw new Error(`no ${language} catalogue for student`);
  return setupI18n({ locale: language, messages: { [language]: catalogue.messages } });
}

describe('time left', () => {
  it('uses the largest unit that fits, rounded down', () => {
    expect(dueTimeLeftText(3 * 86_400 + 7_200, i18n)).toBe('3 days left');
    expect(dueTimeLeftText(2 * 86_400, i18n)).toBe('2 days left');
    expect(dueTimeLeftText(47 * 3_600 + 59 * 60, i18n)).toBe('47 hours left');
    expect(dueTimeLeftText(2 * 3_600, i18n)).toBe('2 hours left');
    expect(dueTimeLeftText(119 * 60 + 59, i18n)).toBe('119 minutes left');
    expect(dueTimeLeftText(60, i18n)).toBe('1 minute left');
    expect(dueTimeLeftText(59, i18n)).toBe('less than a minute left');
    expect(dueTimeLeftText(0, i18n)).toBe('less than a minute left');
  });

  it('says how long a running attempt has on the clock', () => {
    expect(attemptTimeLeftText(25 * 60 + 30, i18n)).toBe('In progress · 25 minutes left on the clock');
    expect(attemptTimeLeftText(3 * 3_600, i18n)).toBe('In progress · 3 hours left on the clock');
    expect(attemptTimeLeftText(30, i18n)).toBe('In progress · less than a minute left on the clock');
  });

  it('words the time left the way each language agrees with its unit', () => {
    const fr = inLanguage('fr');
    const es = inLanguage('es');
    const sw = inLanguage('sw');
    expect(dueTimeLeftText(3 * 86_400, fr)).toBe('3 jours restants');
    expect(dueTimeLeftText(60, fr)).toBe('1 minute restante');
    expect(dueTimeLeftText(5 * 3_600, es)).toBe('Quedan 5 horas');
    expect(dueTimeLeftText(90, es)).toBe('Queda 1 minuto');
    expect(dueTimeLeftText(3 * 86_400, sw)).toBe('Zimebaki siku 3');
    expect(dueTimeLeftText(60, sw)).toBe('Imebaki dakika 1');
    expect(attemptTimeLeftText(12 * 60, fr)).toBe('En cours · il reste 12 minutes au chronomètre');
    expect(attemptTimeLeftText(30, sw)).toBe('Inaendelea · imebaki chini ya dakika moja kwenye saa');
  });

  it('calls under a day due soon', () => {
    expect(isDueSoon(86_399)).toBe(true);
    expect(isDueSoon(86_400)).toBe(false);
    expect(isDueSoon(null)).toBe(false);
  });
});
