/**
 * 机构通道配置's page: a department picker (a GET form: works without JavaScript), then the
 * department's channels in one form (保存, dept_channel_edit), or read-only for the rest.
 */
import { Form, useNavigation } from "react-router";
import { buttonVariants } from "~/components/ui/button-variants";
import type { KitActionData } from "~/kit/server/action.server";
import { ActionError, FlashToast, ScreenHeader } from "~/kit/ui/list-actions";
import { usePermissions } from "~/kit/ui/use-permissions";
import { useSay } from "~/kit/ui/say";
import { TableHead } from "~/kit/ui/table-head";
import type { FormPageData } from "~/kit/ui/form-page";
import { messageText, useT } from "~/lib/i18n";
import { cn } from "~/lib/utils";
import { type Choice, type DeptChannelConfig, deptChannelScreen as spec } from "./screen";

type Data = FormPageData & {
  deptId: string;
  depts: Choice[];
  settleTypes: Choice[];
  configs: DeptChannelConfig[];
};

const INPUT = "border-input bg-background h-9 rounded-md border px-2 text-sm";

export function DeptChannelBody({ data, actionData }: { data: Data; actionData?: KitActionData }) {
  const t = useT();
  const say = useSay(spec);
  const { can } = usePermissions();
  const navigation = useNavigation();
  const editable = can("dept_channel_edit");
  const state = actionData?.intent === "save" ? actionData : undefined;
  const value = (name: string, config: DeptChannelConfig): string => {
    const typed = state?.values[`${name}.${config.channelCode}`];
    if (typed !== undefined) return Array.isArray(typed) ? (typed.at(-1) ?? "") : typed;
    return config[name as keyof DeptChannelConfig];
  };
  const error = (name: string, code: string) => {
    const view = state?.fieldErrors[`${name}.${code}`];
    return view ? <p className="text-destructive mt-1 text-xs">{messageText(t, view)}</p> : null;
  };
  const settleLabel = (v: string) => data.settleTypes.find((c) => c.value === v)?.label ?? (v || "—");
  return (
    <div className="grid max-w-5xl gap-4">
      <ScreenHeader title={t("menu.deptChannel")} />
      <FlashToast flash={data.flash} />
      <Form method="get" className="bg-card flex flex-wrap items-end gap-3 rounded-xl border p-4">
        <label className="grid gap-1 text-sm">
          <span>{say("dept")}</span>
          <select name="deptId" defaultValue={data.deptId} className={cn(INPUT, "min-w-64")}>
            <option value="">{say("pickDept")}</option>
            {data.depts.map((d) => (
              <option key={d.value} value={d.value}>
                {d.label}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className={buttonVariants({ variant: "outline" })}>
          {say("show")}
        </button>
      </Form>
      {data.loadError ? <ActionError message={data.loadError} /> : null}
      {state?.formError ? <ActionError message={state.formError} /> : null}
      {data.deptId ? (
        <Form method="post" className="bg-card grid gap-4 rounded-xl border p-4" aria-label={say("configs")}>
          <input type="hidden" name="intent" value="save" />
          <input type="hidden" name="deptId" value={data.deptId} />
          <table className="w-full text-sm">
            <TableHead cell="p-2" labels={["channel", "enabled", "settleType", "costRate"].map((name) => say(name))} />
            <tbody>
              {data.configs.map((config) => (
                <tr key={config.channelCode} data-channel={config.channelCode} className="border-t align-top">
                  <td className="p-2">
                    <input type="hidden" name="channelCode" value={config.channelCode} />
                    <span className="font-mono">{config.channelCode}</span> {config.channelName}
                    {config.channelStatus === "0" ? (
                      <span className="text-muted-foreground ml-2 text-xs">{say("channelOff")}</span>
                    ) : null}
                  </td>
                  {editable ? (
                    <>
                      <td className="p-2">
                        <input type="hidden" name={`enabled.${config.channelCode}`} value="0" />
                        <input
                          type="checkbox"
                          name={`enabled.${config.channelCode}`}
                          value="1"
                          defaultChecked={value("enabled", config) === "1"}
                          aria-label={`${say("enabled")} ${config.channelCode}`}
                          className="size-4"
                        />
                      </td>
                      <td className="p-2">
                        <select
                          name={`settleType.${config.channelCode}`}
                          defaultValue={value("settleType", config)}
                          aria-label={`${say("settleType")} ${config.channelCode}`}
                          className={INPUT}
                        >
                          <option value="">—</option>
                          {data.settleTypes.map((c) => (
                            <option key={c.value} value={c.value}>
                              {c.label}
                            </option>
                          ))}
                        </select>
                        {error("settleType", config.channelCode)}
                      </td>
                      <td className="p-2">
                        <input
                          name={`costRate.${config.channelCode}`}
                          defaultValue={value("costRate", config)}
                          maxLength={8}
                          inputMode="decimal"
                          pattern={spec.fields.costRate!.pattern!.source}
                          aria-label={`${say("costRate")} ${config.channelCode}`}
                          className={cn(INPUT, "w-28")}
                        />
                        <span className="text-muted-foreground ml-1">%</span>
                        {error("costRate", config.channelCode)}
                      </td>
                    </>
                  ) : (
                    <>
                      <td className="p-2">
                        {t(config.enabled === "1" ? "partner.deptChannel.yes" : "partner.deptChannel.no")}
                      </td>
                      <td className="p-2">{settleLabel(config.settleType)}</td>
                      <td className="p-2">{config.costRate ? `${config.costRate}%` : "—"}</td>
                    </>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
          <p className="text-muted-foreground text-xs">{say("rateHint")}</p>
          {editable ? (
            <div>
              <button type="submit" disabled={navigation.state === "submitting"} className={buttonVariants()}>
                {t("kit.save")}
              </button>
            </div>
          ) : null}
        </Form>
      ) : (
        <p className="text-muted-foreground text-sm">{say("pickDeptFirst")}</p>
      )}
    </div>
  );
}
