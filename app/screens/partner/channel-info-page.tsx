/** 通道列表's page parts: the tenant's channel types, the status badge, 启用 / 停用 per row. */
import { Form } from "react-router";
import { buttonVariants } from "~/components/ui/button-variants";
import type { KitActionData } from "~/kit/server/action.server";
import type { ScreenLoaderData } from "~/kit/ui/crud-screen";
import { DescribedScreen } from "~/kit/ui/described-screen";
import type { FormField } from "~/kit/ui/entity-form";
import { usePermissions } from "~/kit/ui/use-permissions";
import { useT } from "~/lib/i18n";
import { cn } from "~/lib/utils";
import { type Channel, channelInfoScreen, type Choice } from "./channel-info";
import type { ShowCodeRoute } from "./channel-info.server";

type Data = ScreenLoaderData<Channel> & { channelTypes: Choice[]; routes: ShowCodeRoute[] };

export function ChannelInfoScreen(props: { data: Data; actionData?: KitActionData }) {
  return <DescribedScreen spec={channelInfoScreen} data={props.data} actionData={props.actionData} useParts={() => useChannelParts(props.data)} />;
}

function StatusButton(props: { channel: Channel }) {
  const t = useT();
  const next = props.channel.status === "1" ? "0" : "1";
  const label = t(next === "1" ? "partner.channelInfo.enable" : "partner.channelInfo.disable");
  return (
    <Form method="post" preventScrollReset className="inline">
      <input type="hidden" name="intent" value="status" />
      <input type="hidden" name="id" value={props.channel.id} />
      <input type="hidden" name="status" value={next} />
      <button type="submit" aria-label={`${label} ${props.channel.channelCode}`} className={cn(buttonVariants({ variant: "ghost", size: "sm" }))}>
        {label}
      </button>
    </Form>
  );
}

/** getShowCodeRelationship, read-only: which enabled channels each show code may take. */
function ShowCodeRoutes(props: { routes: ShowCodeRoute[] }) {
  const t = useT();
  const say = (name: string) => t(`partner.channelInfo.${name}` as never);
  if (props.routes.length === 0) return null;
  return (
    <section aria-labelledby="show-code-routes" className="grid gap-2">
      <h2 id="show-code-routes" className="text-base font-medium">
        {say("routes")}
      </h2>
      <p className="text-muted-foreground text-sm">{say("routesHint")}</p>
      <table className="w-full text-sm">
        <thead className="text-muted-foreground text-left text-xs">
          <tr>
            <th scope="col" className="py-1 pe-3 font-normal">{say("showCode")}</th>
            <th scope="col" className="py-1 pe-3 font-normal">{say("payProducts")}</th>
            <th scope="col" className="py-1 font-normal">{say("routeChannels")}</th>
          </tr>
        </thead>
        <tbody>
          {props.routes.map((route) => (
            <tr key={route.showCode} className="border-t align-top">
              <td className="py-1 pe-3 whitespace-nowrap">
                {route.showName} <span className="text-muted-foreground font-mono text-xs">{route.showCode}</span>
              </td>
              <td className="py-1 pe-3">{route.payProducts.join("、") || "—"}</td>
              <td className="py-1">{route.channels.length ? route.channels.map((c) => `${c.channelName}（${c.rate}%）`).join(" › ") : say("noRoute")}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

function useChannelParts({ channelTypes, routes }: Data) {
  const t = useT();
  const { can } = usePermissions();
  const typeLabel = (value: string) => channelTypes.find((c) => c.value === value)?.label ?? value;
  const status = (row: Channel) => (
    <span className={cn("rounded-md px-2 py-0.5 text-xs", row.status === "1" ? "bg-primary/10 text-primary" : "bg-muted text-muted-foreground")}>
      {t(row.status === "1" ? "partner.channelInfo.statuses.1" : "partner.channelInfo.statuses.0")}
    </span>
  );
  const mchType = (row: Channel) => (row.channelMchType === "1" || row.channelMchType === "2" ? t(`partner.channelInfo.mchTypes.${row.channelMchType}`) : "—");
  return {
    filterOptions: { channelType: channelTypes },
    cells: { channelType: (row: Channel) => typeLabel(row.channelType), status, channelMchType: mchType },
    details: { channelType: (row: Channel) => typeLabel(row.channelType), status, channelMchType: mchType },
    rowExtras: can("channel_status") ? (row: Channel) => <StatusButton channel={row} /> : undefined,
    children: <ShowCodeRoutes routes={routes} />,
    form: {
      fields: (_mode: "create" | "edit", _row: Channel | null, fields: FormField[]) =>
        fields.map((field) => (field.name === "channelType" ? { ...field, options: channelTypes } : field)),
      initial: (row: Channel | null, values: Record<string, string | string[]>) => ({ ...values, channelMchType: row?.channelMchType || "1" }),
    },
  };
}
