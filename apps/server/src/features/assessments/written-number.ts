/**
 * A number as a question file writes it (GIFT or the CSV template): digits with a dot before any decimals and an
 * optional exponent. Spaces, thousands separators, decimal commas, hex and words such as Infinity are not numbers.
 */
const DECIMAL = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:e[+-]?\d+)?$/i;

/** The number the text writes, or undefined when it is not one. */
export function readWrittenNumber(text: string): number | undefined {
  return DECIMAL.test(text) ? Number(text) : undefined;
}
