import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, timestamp } from 'drizzle-orm/pg-core';
import type { Settings } from '@somo/contract/settings';
import { users } from './users';

/** A single row (id = 1) holding the three settings groups; missing keys fall back to the defaults. */
export const platformSettings = pgTable(
  'platform_settings',
  {
    id: integer('id').primaryKey().default(1),
    platformSettings: jsonb('platform_settings')
      .$type<Partial<Settings['platform_settings']>>()
      .notNull()
      .default({}),
    pricingSettings: jsonb('pricing_settings')
      .$type<Partial<Settings['pricing_settings']>>()
      .notNull()
      .default({}),
    aiSettings: jsonb('ai_settings').$type<Partial<Settings['ai_settings']>>().notNull().default({}),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    check('platform_settings_single_row', sql`${t.id} = 1`),
    index('platform_settings_updated_by_idx').on(t.updatedBy),
  ],
);
