/**
 * 代理商列表's 「成本费率（政策）」 (ADR 020): the agent's cost for every pair today with its cap, its
 * parent's beside it (the floor), where the costs come from and the next policy, read-only, drawn
 * on the server (plain HTML: a table and two lines). A new agent has none yet: one line saying
 * that policies set them.
 */
import { type Say, useSay } from "~/kit/ui/say";
import { type AgentPolicyCosts, agentScreen } from "./screen";

export function PolicyCostsHint() {
  const say = useSay(agentScreen);
  return <p className="text-muted-foreground text-sm">{say("costOnCreate")}</p>;
}

/** The source line: the policy in force, or the agent's own 分润结算费率. */
function sourceLine(say: Say, source: AgentPolicyCosts["source"]): string {
  return source.kind === "policy"
    ? say("costFromPolicy", { name: source.policyName, template: source.templateName, date: source.effectiveDate })
    : say("costOwn", { rate: source.rate });
}

/** "0.55%", or with its cap "0.55%，封顶 25.00 元"; "—" when not known. */
const shown = (say: Say, rate: string, cap: string) =>
  !rate ? "—" : cap ? say("costCapped", { rate, cap }) : `${rate}%`;

export function PolicyCosts(props: { costs: AgentPolicyCosts | null; titled?: boolean }) {
  const say = useSay(agentScreen);
  const { costs } = props;
  if (!costs) return <p className="text-muted-foreground text-sm">{say("costNone")}</p>;
  return (
    <section className="grid gap-1.5 text-sm" aria-label={say("policyCosts")}>
      {props.titled ? <h3 className="font-medium">{say("policyCosts")}</h3> : null}
      <p>{sourceLine(say, costs.source)}</p>
      {costs.next ? (
        <p className="text-primary">
          {say("costNext", { date: costs.next.effectiveDate, name: costs.next.policyName })}
        </p>
      ) : null}
      <table className="w-full text-xs">
        <caption className="sr-only">{say("policyCosts")}</caption>
        <thead className="text-muted-foreground text-left">
          <tr>
            <th scope="col" className="py-0.5 pe-3 font-normal">
              {say("costPair")}
            </th>
            <th scope="col" className="py-0.5 pe-3 font-normal">
              {say("costRate")}
            </th>
            {costs.withParent ? (
              <th scope="col" className="py-0.5 font-normal">
                {say("parentCost")}
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {costs.rows.map((row) => (
            <tr key={`${row.channelName}·${row.payTypeName}`} className="border-t">
              <td className="py-0.5 pe-3">{`${row.channelName}·${row.payTypeName}`}</td>
              <td className="py-0.5 pe-3 font-mono">{shown(say, row.rate, row.cap)}</td>
              {costs.withParent ? (
                <td className="text-muted-foreground py-0.5 font-mono">{shown(say, row.parentRate, row.parentCap)}</td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
