import { afterEach, describe, expect, it } from 'vitest';
import { formatMinutes, formatScore } from './assessment-format';
import { i18n } from './i18n/i18n';
import { messagesOf } from '../test/catalogues';

const french = messagesOf('fr');
const spanish = messagesOf('es');
const swahili = messagesOf('sw');

afterEach(() => {
  i18n.activate('en');
});

describe('assessment durations and scores', () => {
  it('reads the English durations as before', () => {
    expect(formatMinutes(1)).toBe('1 minute');
    expect(formatMinutes(45)).toBe('45 minutes');
    expect(formatMinutes(60)).toBe('1 hour');
    expect(formatMinutes(90)).toBe('1 hour 30 minutes');
    expect(formatMinutes(121)).toBe('2 hours 1 minute');
  });

  it('gives each language its own plurals and word order', () => {
    i18n.loadAndActivate({ locale: 'fr', messages: french });
    expect(formatMinutes(90)).toBe('1 heure et 30 minutes');
    i18n.loadAndActivate({ locale: 'es', messages: spanish });
    expect(formatMinutes(150)).toBe('2 horas y 30 minutos');
    i18n.loadAndActivate({ locale: 'sw', messages: swahili });
    expect(formatMinutes(45)).toBe('dakika 45');
    expect(formatMinutes(61)).toBe('saa 1 na dakika 1');
  });

  it('shows whole scores without decimals and others with one', () => {
    expect(formatScore(8)).toBe('8');
    expect(formatScore(7.5)).toBe('7.5');
    expect(formatScore(1200)).toBe('1200');
    i18n.loadAndActivate({ locale: 'fr', messages: french });
    expect(formatScore(7.5)).toBe('7,5');
  });
});
