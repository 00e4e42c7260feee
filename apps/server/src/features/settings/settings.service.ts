import {
  DEFAULT_SETTINGS,
  type PriceLimitsView,
  type PublicSettings,
  type Settings,
} from '@somo/contract/settings';
import type { Db } from '../../db/client';
import { platformSettings } from '../../db/schema/settings';
import type { Actor } from '../../lib/auth';
import { recordAudit } from '../admin/audit';
import { assertCanChangeSettings, assertCanSetPrices, canReadAllSettings } from './settings.policy';

/** The saved settings over the defaults, so a key added later still has a value. */
export async function getSettings({ db }: { db: Db }): Promise<Settings> {
  const [row] = await db.select().from(platformSettings).limit(1);
  return {
    platform_settings: { ...DEFAULT_SETTINGS.platform_settings, ...row?.platformSettings },
    pricing_settings: { ...DEFAULT_SETTINGS.pricing_settings, ...row?.pricingSettings },
    ai_settings: { ...DEFAULT_SETTINGS.ai_settings, ...row?.aiSettings },
  };
}

function toPublicSettings(settings: Settings): PublicSettings {
  const { platform_settings: platform, pricing_settings: pricing } = settings;
  return {
    platform_settings: {
      site_name: platform.site_name,
      site_description: platform.site_description,
      allow_instructor_registration: platform.allow_instructor_registration,
      allow_student_registration: platform.allow_student_registration,
    },
    pricing_settings: {
      default_currency: pricing.default_currency,
      allow_free_courses: pricing.allow_free_courses,
    },
  };
}

/** What the actor may read of the settings: all of them for an admin, the public part for anyone else. */
export async function readSettings({
  db,
  actor,
}: {
  db: Db;
  actor: Actor | null;
}): Promise<Settings | PublicSettings> {
  const settings = await getSettings({ db });
  return canReadAllSettings(actor) ? settings : toPublicSettings(settings);
}

/**
 * The limits a course price is checked against, for the people who set prices: instructors see them beside
 * their price fields before they submit, admins beside the price editor.
 */
export async function getPriceLimits({ db, actor }: { db: Db; actor: Actor }): Promise<PriceLimitsView> {
  assertCanSetPrices(actor);
  const { pricing_settings: pricing } = await getSettings({ db });
  return {
    default_currency: pricing.default_currency,
    min_course_price: pricing.min_course_price,
    max_course_price: pricing.max_course_price,
    allow_free_courses: pricing.allow_free_courses,
  };
}

/** Saves all three groups at once; the body was validated against the spec's limits by the route. */
export async function saveSettings({
  db,
  actor,
  settings,
}: {
  db: Db;
  actor: Actor;
  settings: Settings;
}): Promise<Settings> {
  assertCanChangeSettings(actor);
  await db.transaction(async (tx) => {
    await tx
      .insert(platformSettings)
      .values({
        id: 1,
        platformSettings: settings.platform_settings,
        pricingSettings: settings.pricing_settings,
        aiSettings: settings.ai_settings,
        updatedBy: actor.id,
      })
      .onConflictDoUpdate({
        target: platformSettings.id,
        set: {
          platformSettings: settings.platform_settings,
          pricingSettings: settings.pricing_settings,
          aiSettings: settings.ai_settings,
          updatedBy: actor.id,
          updatedAt: new Date(),
        },
      });
    await recordAudit({
      db: tx,
      actor,
      action: 'settings.updated',
      targetType: 'settings',
      details: { ...settings },
    });
  });
  return getSettings({ db });
}
