import { lazy, type ComponentType } from 'react';

/**
 * A part loaded after the page that the page can do without: when its code cannot be fetched (offline, before
 * the app was installed), it renders nothing instead of failing the page.
 */
export function lazyOptional(load: () => Promise<ComponentType>) {
  return lazy(async (): Promise<{ default: ComponentType }> => {
    try {
      return { default: await load() };
    } catch {
      return { default: () => null };
    }
  });
}
