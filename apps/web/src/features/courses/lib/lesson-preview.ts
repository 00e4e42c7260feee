/** Spec 01 §9: entitled viewers see the first 100 characters of each lesson. */
export const LESSON_PREVIEW_LENGTH = 100;

/** The opening of a lesson's plain text, on one line, with an ellipsis when there is more. */
export function lessonPreview(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > LESSON_PREVIEW_LENGTH ? `${line.slice(0, LESSON_PREVIEW_LENGTH)}...` : line;
}
