/**
 * Access as axe-core finds it (WCAG 2.0–2.2 A and AA), the one audit the browser tests share:
 * the page's serious and critical violations as it is, one line each (rule (impact): its first nodes).
 */
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

const WCAG = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

export async function accessFindings(page: Page): Promise<string[]> {
  // axe runs once, in the page itself (legacy mode; the console has no cross-origin frame for
  // the default to reach), and details violations only. The default runs it in every frame and
  // then again in a blank page of its own: three times the cost, the most of the suite's time.
  const result = await new AxeBuilder({ page })
    .options({ resultTypes: ["violations"] })
    .withTags(WCAG)
    .setLegacyMode()
    .analyze();
  return result.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.nodes
          .slice(0, 3)
          .map((node) => node.target.join(" "))
          .join(" | ")}`,
    );
}
