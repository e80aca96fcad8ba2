// The bench's figures with their goals (issue 33): each part of `npm run bench` hands back the
// figures it measured as records, and bench.mjs prints them all as one table with a last line
// `misses: N`. A figure without a goal is printed for context and never counts as a miss.

/**
 * @typedef {{ label: string, value: number, unit: string, goal?: { at: "most" | "least", value: number },
 *   note?: string }} Figure
 */

/** A figure maker for goals of one kind. */
const withGoal = (at) => (label, value, unit, goal, note) => ({ label, value, unit, goal: { at, value: goal }, note });

/** A figure whose goal is an upper bound (times, sizes). */
export const atMost = withGoal("most");

/** A figure whose goal is a lower bound (rates). */
export const atLeast = withGoal("least");

/** A figure printed for context only. */
export const context = (label, value, unit, note) => ({ label, value, unit, note });

/** Whether a figure meets its goal (true for a context figure). */
export function meets(figure) {
  if (!figure.goal) return true;
  return figure.goal.at === "most" ? figure.value <= figure.goal.value : figure.value >= figure.goal.value;
}

const shown = (value, unit) =>
  `${value >= 1000 ? Math.round(value).toLocaleString("en-US") : Number(value.toFixed(value < 10 ? 2 : 1))} ${unit}`;

/** The table of every figure, then `misses: N`; returns N. */
export function printFigures(figures, log = console.log) {
  const width = Math.max(...figures.map((f) => f.label.length));
  log("\nEvery figure with its goal");
  for (const figure of figures) {
    const goal = figure.goal ? `${figure.goal.at === "most" ? "≤" : "≥"} ${shown(figure.goal.value, figure.unit)}` : "";
    const verdict = figure.goal ? (meets(figure) ? "met" : "MISSED") : "";
    log(
      `  ${figure.label.padEnd(width)}  ${shown(figure.value, figure.unit).padStart(16)}  ${goal.padEnd(18)} ${verdict.padEnd(6)}${figure.note ? `  ${figure.note}` : ""}`,
    );
  }
  const misses = figures.filter((f) => !meets(f)).length;
  log(`misses: ${misses}`);
  return misses;
}
