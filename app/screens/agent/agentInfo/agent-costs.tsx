/**
 * 代理商列表's 「成本费率（政策）」 (ADR 020): the agent's cost for every pair today with its cap, its
 * parent's beside it (the floor), where the costs come from and the next policy, read-only, drawn
 * on the server (plain HTML: a table and two lines). A new agent has none yet: one line saying
 * that policies set them.
 */
import { type TranslationKey, useT } from "~/lib/i18n";
import type { AgentPolicyCosts } from "./screen";

const say = (t: ReturnType<typeof useT>, name: string, values?: Record<string, unknown>) =>
  t(`partner.agent.${name}` as TranslationKey, values as never);

export function PolicyCostsHint() {
  const t = useT();
  return <p className="text-muted-foreground text-sm">{say(t, "costOnCreate")}</p>;
}

/** The source line: the policy in force, or the agent's own 分润结算费率. */
function sourceLine(t: ReturnType<typeof useT>, source: AgentPolicyCosts["source"]): string {
  return source.kind === "policy"
    ? say(t, "costFromPolicy", { name: source.policyName, template: source.templateName, date: source.effectiveDate })
    : say(t, "costOwn", { rate: source.rate });
}

/** "0.55%", or with its cap "0.55%，封顶 25.00 元"; "—" when not known. */
const shown = (t: ReturnType<typeof useT>, rate: string, cap: string) =>
  !rate ? "—" : cap ? say(t, "costCapped", { rate, cap }) : `${rate}%`;

export function PolicyCosts(props: { costs: AgentPolicyCosts | null; titled?: boolean }) {
  const t = useT();
  const { costs } = props;
  if (!costs) return <p className="text-muted-foreground text-sm">{say(t, "costNone")}</p>;
  return (
    <section className="grid gap-1.5 text-sm" aria-label={say(t, "policyCosts")}>
      {props.titled ? <h3 className="font-medium">{say(t, "policyCosts")}</h3> : null}
      <p>{sourceLine(t, costs.source)}</p>
      {costs.next ? (
        <p className="text-primary">
          {say(t, "costNext", { date: costs.next.effectiveDate, name: costs.next.policyName })}
        </p>
      ) : null}
      <table className="w-full text-xs">
        <caption className="sr-only">{say(t, "policyCosts")}</caption>
        <thead className="text-muted-foreground text-left">
          <tr>
            <th scope="col" className="py-0.5 pe-3 font-normal">
              {say(t, "costPair")}
            </th>
            <th scope="col" className="py-0.5 pe-3 font-normal">
              {say(t, "costRate")}
            </th>
            {costs.withParent ? (
              <th scope="col" className="py-0.5 font-normal">
                {say(t, "parentCost")}
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {costs.rows.map((row) => (
            <tr key={`${row.channelName}·${row.payTypeName}`} className="border-t">
              <td className="py-0.5 pe-3">{`${row.channelName}·${row.payTypeName}`}</td>
              <td className="py-0.5 pe-3 font-mono">{shown(t, row.rate, row.cap)}</td>
              {costs.withParent ? (
                <td className="text-muted-foreground py-0.5 font-mono">{shown(t, row.parentRate, row.parentCap)}</td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
