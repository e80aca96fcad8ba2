/** 通道列表's page parts: the tenant's channel types, the status badge, 启用 / 停用 per row. */
import type { ScreenLoaderData } from "~/kit/ui/crud-screen";
import { RowPostButton } from "~/kit/ui/row-post-button";
import type { FormField } from "~/kit/ui/entity-form";
import { usePermissions } from "~/kit/ui/use-permissions";
import { useSay } from "~/kit/ui/say";
import { useT } from "~/lib/i18n";
import { cn } from "~/lib/utils";
import { type Channel, channelInfoScreen, type Choice } from "./screen";
import type { ShowCodeRoute } from "./screen.server";

type Data = ScreenLoaderData<Channel> & { channelTypes: Choice[]; routes: ShowCodeRoute[] };

function StatusButton(props: { channel: Channel }) {
  const t = useT();
  const next = props.channel.status === "1" ? "0" : "1";
  const label = t(next === "1" ? "partner.channelInfo.enable" : "partner.channelInfo.disable");
  return (
    <RowPostButton
      intent="status"
      fields={{ id: props.channel.id, status: next }}
      label={label}
      rowLabel={`${label} ${props.channel.channelCode}`}
    />
  );
}

/** getShowCodeRelationship, read-only: which enabled channels each show code may take. */
function ShowCodeRoutes(props: { routes: ShowCodeRoute[] }) {
  const say = useSay(channelInfoScreen);
  if (props.routes.length === 0) return null;
  return (
    <section aria-labelledby="show-code-routes" className="grid gap-2">
      <h2 id="show-code-routes" className="text-base font-medium">
        {say("routes")}
      </h2>
      <p className="text-muted-foreground text-sm">{say("routesHint")}</p>
      <dl className="grid gap-2 text-sm">
        {props.routes.map((route) => (
          <div key={route.showCode} className="grid gap-0.5 border-t pt-2 sm:grid-cols-[10rem_1fr] sm:gap-4">
            <dt className="font-medium">
              {route.showName} <span className="text-muted-foreground font-mono text-xs">{route.showCode}</span>
            </dt>
            <dd className="grid gap-0.5">
              <span>
                <span className="text-muted-foreground">{say("routeChannels")}：</span>
                {route.channels.length
                  ? route.channels.map((c) => `${c.channelName}（${c.rate}%）`).join(" › ")
                  : say("noRoute")}
              </span>
              <span className="text-muted-foreground text-xs">
                {say("payProducts")}：{route.payProducts.join("、") || "—"}
              </span>
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

export function useChannelParts({ channelTypes, routes }: Data) {
  const t = useT();
  const { can } = usePermissions();
  const typeLabel = (value: string) => channelTypes.find((c) => c.value === value)?.label ?? value;
  const status = (row: Channel) => (
    <span
      className={cn(
        "rounded-md px-2 py-0.5 text-xs",
        row.status === "1" ? "bg-primary/10 text-primary" : "bg-muted text-muted-foreground",
      )}
    >
      {t(row.status === "1" ? "partner.channelInfo.statuses.1" : "partner.channelInfo.statuses.0")}
    </span>
  );
  const mchType = (row: Channel) =>
    row.channelMchType === "1" || row.channelMchType === "2"
      ? t(`partner.channelInfo.mchTypes.${row.channelMchType}`)
      : "—";
  return {
    filterOptions: { channelType: channelTypes },
    cells: { channelType: (row: Channel) => typeLabel(row.channelType), status, channelMchType: mchType },
    details: { channelType: (row: Channel) => typeLabel(row.channelType), status, channelMchType: mchType },
    rowExtras: can("channel_status") ? (row: Channel) => <StatusButton channel={row} /> : undefined,
    children: <ShowCodeRoutes routes={routes} />,
    form: {
      fields: (_mode: "create" | "edit", _row: Channel | null, fields: FormField[]) =>
        fields.map((field) => (field.name === "channelType" ? { ...field, options: channelTypes } : field)),
      initial: (row: Channel | null, values: Record<string, string | string[]>) => ({
        ...values,
        channelMchType: row?.channelMchType || "1",
      }),
    },
  };
}
