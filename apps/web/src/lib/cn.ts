import { clsx, type ClassValue } from 'clsx';
import { createTailwindMerge } from 'tailwind-merge';
import config from 'virtual:class-merge-config';

// The table holds only the classes the app writes (build/class-merge-config.ts); cn.test.ts holds it to the
// library's full one.
const twMerge = createTailwindMerge(() => config);

export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}
