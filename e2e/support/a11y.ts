import axe from 'axe-core';
import type { Page } from 'playwright-core';

type Violation = { id: string; impact: string; help: string; nodes: { target: string[]; summary: string }[] };

/** What we hold every page to: the WCAG 2.x A and AA rules plus axe's best practices. */
const RUN_OPTIONS: axe.RunOptions = {
  runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] },
  resultTypes: ['violations'],
};

/**
 * Runs axe-core on the page as it is now and fails on any serious or critical violation, listing each rule,
 * the elements it found and what is wrong with them.
 */
export async function checkA11y(page: Page) {
  // Entrance animations and transitions finish first, or colours are read half-faded; endless ones
  // (spinners, skeletons) never finish and are left alone.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity,
      ),
  );
  const loaded = await page.evaluate(() => 'axe' in window);
  // Evaluated rather than added as a <script>: the app's Content-Security-Policy rightly refuses inline
  // scripts, and the journeys keep that policy switched on.
  if (!loaded) await page.evaluate(axe.source);
  const violations = await page.evaluate(async (options) => {
    const results = await window.axe.run(document, options);
    return results.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact ?? 'unknown',
      help: violation.help,
      nodes: violation.nodes.map((node) => ({
        target: node.target.map(String),
        summary: node.failureSummary ?? '',
      })),
    }));
  }, RUN_OPTIONS);
  const blocking = violations.filter((violation) => ['serious', 'critical'].includes(violation.impact));
  if (blocking.length > 0) {
    throw new Error(`Accessibility violations on ${new URL(page.url()).pathname}:\n${describe(blocking)}`);
  }
}

function describe(violations: Violation[]): string {
  return violations
    .map((violation) =>
      [
        `- ${violation.id} (${violation.impact}): ${violation.help}`,
        ...violation.nodes.map(
          (node) => `    ${node.target.join(' ')}\n      ${node.summary.replace(/\n/g, '\n      ')}`,
        ),
      ].join('\n'),
    )
    .join('\n');
}

declare global {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- augmenting Window needs an interface
  interface Window {
    axe: typeof axe;
  }
}
