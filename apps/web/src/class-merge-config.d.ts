// Served by build/class-merge-config.ts: tailwind-merge's table for the classes this app uses.
declare module 'virtual:class-merge-config' {
  import type { Config } from 'tailwind-merge';

  const config: Config<string, string>;
  export default config;
}
