import { z } from 'zod';

/** Row ids are PostgreSQL integers: anything above this could never match and would fail in the query. */
export const MAX_ID = 2_147_483_647;

/** Plain decimal digits, no sign, spaces, exponent, fraction or leading zero: '1e3' and ' 1 ' are not ids. */
const DIGITS = /^[1-9]\d{0,9}$/;

/** An id in a path: the text as written must be the id, never something that converts to one. */
export const IdParam = z
  .string({ error: 'Invalid id.' })
  .regex(DIGITS, { error: 'Invalid id.' })
  .transform(Number)
  .refine((id) => id <= MAX_ID, { error: 'Invalid id.' });

/** An id in a body or query: a JSON integer, or its digits as text (as forms send them). */
export const idField = (error: string) =>
  z
    .union([z.number(), z.string().regex(DIGITS, { error })], { error })
    .transform(Number)
    .pipe(z.number().int({ error }).min(1, { error }).max(MAX_ID, { error }));
