// Shared by the Playwright config and the specs.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The admin the e2e server creates at start-up (ADMIN_EMAIL / ADMIN_PASSWORD). */
export const E2E_ADMIN = { email: 'admin@e2e.test', password: 'e2e-admin-pass' };

/**
 * Collects what would show that the page does not work under the server's CSP:
 * console errors about the Content Security Policy, and uncaught exceptions.
 */
export function watchPageProblems(page: Page): { cspViolations: string[]; pageErrors: string[] } {
  const problems = { cspViolations: [] as string[], pageErrors: [] as string[] };
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().includes('Content Security Policy')) problems.cspViolations.push(message.text());
  });
  page.on('pageerror', (error) => problems.pageErrors.push(error.message));
  return problems;
}

/** Fails with the list of WCAG A/AA problems axe finds on the page as it is now. */
export async function expectNoAccessibilityViolations(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}
