-- Price limits used to be read as US dollars whatever the platform currency; they are now amounts in the
-- platform's default currency. Saved limits are converted once with the fixed rates, so every school keeps the
-- limits it had: the minimum rounded up and the maximum down to the currency's decimals.
WITH rates(currency, rate, decimals) AS (
  VALUES ('UGX', 3700::numeric, 0), ('EUR', 0.85, 2), ('GBP', 0.73, 2), ('CAD', 1.35, 2)
),
saved AS (
  SELECT s.id, r.rate, r.decimals
  FROM platform_settings s
  JOIN rates r ON r.currency = coalesce(s.pricing_settings ->> 'default_currency', 'UGX')
  WHERE s.pricing_settings IS NOT NULL
)
UPDATE platform_settings p
SET pricing_settings = p.pricing_settings
  || CASE WHEN p.pricing_settings -> 'min_course_price' IS NULL THEN '{}'::jsonb
     ELSE jsonb_build_object('min_course_price', round(
       ceil((p.pricing_settings ->> 'min_course_price')::numeric * saved.rate * power(10::numeric, saved.decimals))
         / power(10::numeric, saved.decimals), saved.decimals)) END
  || CASE WHEN p.pricing_settings -> 'max_course_price' IS NULL THEN '{}'::jsonb
     ELSE jsonb_build_object('max_course_price', round(
       floor((p.pricing_settings ->> 'max_course_price')::numeric * saved.rate * power(10::numeric, saved.decimals))
         / power(10::numeric, saved.decimals), saved.decimals)) END
FROM saved
WHERE p.id = saved.id;
