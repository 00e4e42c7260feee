import { z } from 'zod';

/** The body of every error answer of the API. */
export const ErrorBody = z.object({
  error: z.string(),
  detail: z.string(),
  code: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
});
export type ErrorBody = z.infer<typeof ErrorBody>;

export const MessageResponse = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof MessageResponse>;
