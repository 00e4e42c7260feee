import { DEFAULT_SETTINGS, type PublicSettings, type Settings } from '@somo/contract/settings';
import type { Db } from '../../db/client';
import { platformSettings } from '../../db/schema/settings';

/** The saved settings over the defaults, so a key added later still has a value. */
export async function getSettings(db: Db): Promise<Settings> {
  const [row] = await db.select().from(platformSettings).limit(1);
  return {
    platform_settings: { ...DEFAULT_SETTINGS.platform_settings, ...row?.platformSettings },
    pricing_settings: { ...DEFAULT_SETTINGS.pricing_settings, ...row?.pricingSettings },
    ai_settings: { ...DEFAULT_SETTINGS.ai_settings, ...row?.aiSettings },
  };
}

export function toPublicSettings(settings: Settings): PublicSettings {
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
