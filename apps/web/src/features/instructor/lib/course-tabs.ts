export const COURSE_TABS = [
  'overview',
  'lessons',
  'assessments',
  'students',
  'messages',
  'settings',
] as const;

export type CourseTab = (typeof COURSE_TABS)[number];

/** The tab named in the address (?tab=lessons); anything else opens the Overview. */
export function toCourseTab(value: string | null): CourseTab {
  return COURSE_TABS.find((tab) => tab === value) ?? 'overview';
}
