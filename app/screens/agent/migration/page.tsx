/**
 * 代理商迁移's page parts: the merchant's trajectory in 查看, and the latest migration records
 * below the list.
 */
import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import type { KitActionData } from "~/kit/server/action.server";
import { usePermissions } from "~/kit/ui/use-permissions";
import type { ScreenLoaderData } from "~/kit/ui/crud-screen";
import { messageText, type TranslationKey, useT } from "~/lib/i18n";
import { useSay } from "~/kit/ui/say";
import { type MerchantMigration, type MigrationRecord, migrationScreen, type Move } from "./screen";

type Loaded<T> = { value: T; error: unknown };
type Data = ScreenLoaderData<MerchantMigration> & {
  trajectory: Loaded<Move[]> | null;
  records: Loaded<{ records: MigrationRecord[]; total: number }>;
};

function Table({ head, rows, label }: { head: string[]; rows: string[][]; label: string }) {
  return (
    // A region the keyboard can reach, so a table wider than the page scrolls without a mouse.
    <div className="overflow-x-auto rounded-md border" role="region" aria-label={label} tabIndex={0}>
      <table className="w-full text-sm" aria-label={label}>
        <thead className="bg-muted/50">
          <tr>
            {head.map((h) => (
              <th key={h} scope="col" className="px-3 py-2 text-left font-medium whitespace-nowrap">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((cells, i) => (
            <tr key={i} className="border-t">
              {cells.map((cell, k) => (
                <td key={k} className="px-3 py-2 whitespace-nowrap">
                  {cell || "—"}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Trajectory({ moves }: { moves: Move[] }) {
  const say = useSay(migrationScreen);
  if (moves.length === 0) return <span>{say("noTrajectory")}</span>;
  return (
    <Table
      label={say("trajectory")}
      head={["recordNo", "fromAgent", "toAgent", "operator", "createTime"].map((k) => say(k))}
      rows={moves.map((m) => [m.recordNo, m.fromAgent, m.toAgent, m.operator, m.createTime])}
    />
  );
}

function Records({ data }: { data: Data["records"] }) {
  const t = useT();
  const say = useSay(migrationScreen);
  const { records, total } = data.value;
  return (
    <section aria-labelledby="migration-records" className="mt-6 space-y-3">
      <h2 id="migration-records" className="text-base font-semibold">
        {say("records")}
        <span className="text-muted-foreground ml-2 text-sm font-normal">
          {t("partner.migration.recordsTotal" as TranslationKey, { total, shown: records.length })}
        </span>
      </h2>
      {data.error ? (
        <p role="alert" className="text-destructive text-sm">
          {say("recordsFailed")}
        </p>
      ) : null}
      <Table
        label={say("records")}
        head={[
          "recordNo",
          "fromAgent",
          "toAgent",
          "merchantCount",
          "userCount",
          "operator",
          "remark",
          "createTime",
        ].map((k) => say(k))}
        rows={records.map((r) => [
          r.recordNo,
          r.fromAgent,
          r.toAgent,
          String(r.merchantCount),
          String(r.userCount),
          r.operator,
          r.remark,
          r.createTime,
        ])}
      />
    </section>
  );
}

/** 迁移: merchants by number to an agent by number, with a remark; errors by field, the input kept. */
function MigrateForm({ actionData }: { actionData?: KitActionData }) {
  const t = useT();
  const say = useSay(migrationScreen);
  const { can } = usePermissions();
  if (!can("migration_migrate")) return null;
  const mine = actionData?.intent === "migrate" ? actionData : undefined;
  const value = (name: string) => {
    const v = mine?.values[name];
    return Array.isArray(v) ? v.join(" ") : (v ?? "");
  };
  const error = (name: string) => (mine?.fieldErrors[name] ? messageText(t, mine.fieldErrors[name]) : null);
  const field = (name: string, hint?: string) => {
    const problem = error(name);
    return (
      <div className="grid content-start gap-1.5">
        <Label htmlFor={`migrate-${name}`}>{say(name)}</Label>
        <Input
          id={`migrate-${name}`}
          name={name}
          defaultValue={value(name)}
          key={`${name}-${mine?.at ?? 0}`}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `migrate-${name}-error` : hint ? `migrate-${name}-hint` : undefined}
        />
        {problem ? (
          <p id={`migrate-${name}-error`} className="text-destructive text-sm">
            {problem}
          </p>
        ) : hint ? (
          <p id={`migrate-${name}-hint`} className="text-muted-foreground text-xs">
            {say(hint)}
          </p>
        ) : null}
      </div>
    );
  };
  return (
    <section aria-labelledby="migration-migrate" className="mt-6 space-y-3">
      <h2 id="migration-migrate" className="text-base font-semibold">
        {say("migrate")}
      </h2>
      <Form method="post" noValidate className="grid max-w-3xl items-start gap-4 md:grid-cols-3">
        <input type="hidden" name="intent" value="migrate" />
        {field("merchantNos", "merchantNosHint")}
        {field("targetAgentNo", "targetAgentNoHint")}
        {field("remark")}
        {mine?.formError ? (
          <p role="alert" className="text-destructive text-sm md:col-span-3">
            {messageText(t, mine.formError)}
          </p>
        ) : null}
        <div className="md:col-span-3">
          <Button type="submit">{say("migrateSubmit")}</Button>
        </div>
      </Form>
    </section>
  );
}

export function useMigrationParts(data: Data, actionData: KitActionData | undefined) {
  return {
    details: { trajectory: () => <Trajectory moves={data.trajectory?.value ?? []} /> },
    children: (
      <>
        <MigrateForm actionData={actionData} />
        <Records data={data.records} />
      </>
    ),
  };
}
