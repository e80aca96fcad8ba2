/**
 * 流程部署's page parts: the category filter, the deployed version as V<n> (— before the first),
 * and 部署 on each row for operators holding flow_deploy_add: a dialog on the list's URL with
 * the model's steps, the version it makes, and the category (the model's by default).
 */
import type { KitActionData } from "~/kit/server/action.server";
import type { ScreenLoaderData } from "~/kit/ui/crud-screen";
import { DetailList, EntityForm } from "~/kit/ui/entity-form";
import { useOpDialog, useOpLink } from "~/kit/ui/op-dialog";
import { OpMissing, StateBadge } from "~/kit/ui/row-ops";
import { TableHead } from "~/kit/ui/table-head";
import { UrlDialog } from "~/kit/ui/url-dialog";
import { usePermissions } from "~/kit/ui/use-permissions";
import { useSay } from "~/kit/ui/say";
import { type DeployModel, flowDeployScreen } from "./screen";
import type { DeployExtra } from "./screen.server";

export type DeployData = ScreenLoaderData<DeployModel> & DeployExtra;

const versionText = (version: number | null) => (version == null ? "—" : `V${version}`);

export function useDeployParts(data: DeployData, actionData: KitActionData | undefined) {
  const say = useSay(flowDeployScreen);
  const { can } = usePermissions();
  const opLink = useOpLink(flowDeployScreen, (row: DeployModel) => row.name);
  return {
    filterOptions: { category: data.categories },
    cells: {
      version: (row: DeployModel) => versionText(row.version),
      stepNames: (row: DeployModel) => row.stepNames || "—",
    },
    details: { version: (row: DeployModel) => versionText(row.version) },
    rowExtras: (row: DeployModel) => (
      <>
        {can("flow_deploy_add") ? opLink("deploy", row, say("deploy")) : null}
        {row.version != null ? opLink("deployments", row, say("deployments")) : null}
      </>
    ),
    children: (
      <>
        <DeployDialog data={data} actionData={actionData} />
        <DeploymentsDialog data={data} />
      </>
    ),
  };
}

function DeployDialog(props: { data: DeployData; actionData: KitActionData | undefined }) {
  const say = useSay(flowDeployScreen);
  const dialog = useOpDialog(flowDeployScreen, props.data.query, "deploy", props.actionData);
  if (!dialog) return null;
  const { closeHref } = dialog;
  const row = props.data.deploy?.row;
  if (!row) return <OpMissing title={say("deploy")} closeHref={closeHref} />;
  const next = (row.version ?? 0) + 1;
  return (
    <UrlDialog title={`${say("deploy")} · ${row.name}`} closeHref={closeHref}>
      <DetailList
        items={[
          { label: say("modelKey"), value: row.modelKey },
          { label: say("deployedVersion"), value: versionText(row.version) },
          { label: say("stepNames"), value: row.stepNames, wide: true },
        ]}
      />
      <p className="text-muted-foreground text-sm">{say("deployMeans", { version: `V${next}` })}</p>
      <EntityForm
        {...dialog.form}
        intent="deploy"
        hidden={{ id: row.id }}
        initial={{ category: row.category }}
        submitLabel={say("deploy")}
        fields={[
          {
            name: "category",
            label: say("flowCategory"),
            kind: "select",
            required: true,
            options: props.data.categories,
          },
        ]}
      />
    </UrlDialog>
  );
}

/** 部署记录: every version of the model's key, its state and when it was deployed (流程管理 manages them). */
function DeploymentsDialog(props: { data: DeployData }) {
  const say = useSay(flowDeployScreen);
  const dialog = useOpDialog(flowDeployScreen, props.data.query, "deployments");
  if (!dialog) return null;
  const { closeHref } = dialog;
  const row = props.data.deploy?.row;
  if (!row) return <OpMissing title={say("deployments")} closeHref={closeHref} />;
  const deployments = props.data.deploy?.deployments ?? [];
  return (
    <UrlDialog title={`${say("deployments")} · ${row.name}`} closeHref={closeHref}>
      {deployments.length === 0 ? (
        <p className="text-muted-foreground text-sm">{say("noDeployments")}</p>
      ) : (
        <table className="w-full text-sm">
          <TableHead
            cell="py-1 font-medium"
            labels={["deployedVersion", "state", "runningCount", "deploymentTime"].map((name) => say(name))}
          />
          <tbody>
            {deployments.map((d) => (
              <tr key={d.id} className="border-t">
                <td className="py-1">{`V${d.version}`}</td>
                <td className="py-1">
                  <StateBadge
                    tone={d.suspensionState === "1" ? "success" : "muted"}
                    label={say(`states.${d.suspensionState}`)}
                  />
                </td>
                <td className="py-1 tabular-nums">{d.runningCount || "0"}</td>
                <td className="py-1">{d.deploymentTime || "—"}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </UrlDialog>
  );
}
