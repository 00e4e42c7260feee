import { msg } from '@lingui/core/macro';

/** The two answers to a true/false question, in the order they are offered. */
export const TRUE_FALSE_CHOICES = [
  { value: true, label: msg`True` },
  { value: false, label: msg`False` },
] as const;
