/** One tree of query keys for the student's payments, so a change can refresh exactly what it touched. */
export const paymentKeys = {
  all: () => ['payments'] as const,
  mine: () => ['payments', 'mine'] as const,
  detail: (paymentId: string) => ['payments', 'detail', paymentId] as const,
};
