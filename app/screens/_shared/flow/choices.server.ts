/** The work-flow screens' choices on the server: the categories (system dictionary `flow`) and the tenant's roles (system.role.tree). */
import { system } from "@contract";
import { systemDictionary } from "~/kit/server/dictionary.server";
import { children, text } from "~/kit/server/page.server";
import type { Operator } from "~/server/auth.server";
import type { Choice } from "./flow";

export const categoryChoices = (operator: Operator): Promise<Choice[]> =>
  systemDictionary(operator, "flow").catch(() => []);

/** The tenant's roles, in tree order; none when the backend cannot answer (the selects are then empty). */
export async function roleChoices(operator: Operator): Promise<Choice[]> {
  const out: Choice[] = [];
  const walk = (nodes: Record<string, unknown>[], depth: number) => {
    for (const node of nodes) {
      const id = text(node.id);
      if (!id || depth > 8) continue;
      out.push({ value: id, label: text(node.title) || id });
      walk(children(node.children), depth + 1);
    }
  };
  try {
    walk(children(await operator.api.call(system.role.tree)), 0);
  } catch {
    // The form still opens; the role selects are then empty.
  }
  return out;
}
