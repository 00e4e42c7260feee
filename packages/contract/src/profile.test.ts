import { describe, expect, it } from 'vitest';
import { RegisterBody, SessionUser } from './auth';
import { PROFILE_TIMEZONES, ProfileUpdate } from './profile';

const issues = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message);

describe('the profile’s language and time zone', () => {
  it.each(['en', 'es', 'fr', 'sw'])('accepts the language %s', (language) => {
    expect(ProfileUpdate.safeParse({ language_preference: language }).success).toBe(true);
  });

  it.each(['de', 'SW', 'fr-FR', ''])('refuses the language %j, naming the four', (language) => {
    const result = ProfileUpdate.safeParse({ language_preference: language });
    expect(issues(result)).toEqual(['Language must be one of en, es, fr, sw']);
  });

  it('offers the spec’s five time zones first, then those of Somo’s markets', () => {
    expect(PROFILE_TIMEZONES).toEqual([
      'UTC',
      'America/New_York',
      'America/Chicago',
      'America/Denver',
      'America/Los_Angeles',
      'Africa/Kampala',
      'Africa/Nairobi',
      'Africa/Dar_es_Salaam',
      'Africa/Kigali',
      'Africa/Lagos',
      'Africa/Johannesburg',
      'Europe/London',
      'Europe/Paris',
    ]);
    for (const timezone of PROFILE_TIMEZONES) {
      expect(ProfileUpdate.safeParse({ timezone }).success).toBe(true);
      // Every zone offered is one Intl can show times in.
      expect(() => new Intl.DateTimeFormat('en', { timeZone: timezone })).not.toThrow();
    }
    expect(issues(ProfileUpdate.safeParse({ timezone: 'Africa/Cairo' }))).toEqual([
      'Choose one of the listed time zones',
    ]);
  });
});

describe('the language at registration and in the session', () => {
  const registration = {
    username: 'amani',
    email: 'amani@example.com',
    password: 'secret123',
    password_confirm: 'secret123',
  };

  it('is English unless the person registered in another language', () => {
    expect(RegisterBody.parse(registration).language_preference).toBe('en');
    expect(RegisterBody.parse({ ...registration, language_preference: 'sw' }).language_preference).toBe('sw');
    expect(RegisterBody.safeParse({ ...registration, language_preference: 'de' }).success).toBe(false);
  });

  it('travels with the signed-in user', () => {
    const user = {
      id: 1,
      username: 'amani',
      first_name: '',
      last_name: '',
      email: 'amani@example.com',
      role: 'student',
    };
    expect(SessionUser.safeParse(user).success).toBe(false);
    expect(
      SessionUser.parse({ ...user, language_preference: 'fr', timezone: 'Africa/Kigali' }),
    ).toMatchObject({
      language_preference: 'fr',
      timezone: 'Africa/Kigali',
    });
  });
});
