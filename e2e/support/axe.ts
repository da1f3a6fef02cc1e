import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * Serious and critical axe-core violations on the page, as readable lines. Only violations are
 * collected: gathering every passing node as well triples the time of a scan on a long page.
 */
export const seriousViolations = async (page: Page): Promise<string[]> => {
  const result = await new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id}: ${v.help} (${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')})`,
    );
};
