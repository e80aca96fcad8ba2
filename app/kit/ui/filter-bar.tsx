import { Form, Link } from "react-router";
import { Button } from "~/components/ui/button";
import { buttonVariants } from "~/components/ui/button-variants";
import { Input } from "~/components/ui/input";
import { listHref, type ListQuery } from "~/kit/shared/query";
import { useT } from "~/lib/i18n";
import { DEFAULT_TIME_ZONE, dayIn, periodOf } from "~/lib/period";
import { OptionList } from "./option-list";

/** A period's date input goes no later than today (in the tenant's zone); other date inputs have no bound. */
function periodDay(fields: FilterField[], name: string): string | undefined {
  const inPeriod = fields.some((f) => f.period && (f.period.from === name || f.period.to === name));
  return inPeriod ? dayIn(new Date(Date.now()), DEFAULT_TIME_ZONE) : undefined;
}

export type Option = { value: string; label: string };

export type FilterField = {
  name: string;
  label: string;
  /** "date": a date picker (yyyy-MM-dd in the URL); "period": a time range preset (kit period). */
  kind?: "text" | "select" | "date" | "period";
  options?: Option[];
  placeholder?: string;
  /** A period's two date filters (its custom range). */
  period?: { from: string; to: string };
  /** A select that always has a value (no 全部): unset, its first option. */
  required?: boolean;
};

/**
 * The search bar: a GET form, so filters live in the URL (page back to 1, sort and page size
 * kept). 重置 is a link to the unfiltered list.
 */
export function FilterBar(props: { path: string; query: ListQuery; fields: FilterField[]; defaultSize?: number }) {
  const t = useT();
  const { query } = props;
  const keep = new URLSearchParams(
    listHref(
      "",
      query,
      { current: 1, dialog: null, id: null, filters: Object.fromEntries(props.fields.map((f) => [f.name, ""])) },
      props.defaultSize,
    ).slice(1),
  );
  const resetHref = listHref(
    props.path,
    query,
    {
      current: 1,
      dialog: null,
      id: null,
      open: [],
      filters: Object.fromEntries(props.fields.map((f) => [f.name, ""])),
    },
    props.defaultSize,
  );
  return (
    <Form
      // Remount when the URL's filters change (重置, back/forward), so the inputs show them.
      key={JSON.stringify(props.fields.map((f) => query.filters[f.name] ?? ""))}
      method="get"
      action={props.path}
      preventScrollReset
      role="search"
      aria-label={t("kit.filters")}
      className="bg-card flex flex-wrap items-end gap-3 rounded-xl border p-4"
    >
      {[...keep].map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {props.fields.map((field) => (
        // The label's text is its first grid row (no element of its own), its control the second.
        <label key={field.name} className="grid min-w-40 flex-1 gap-1.5 text-sm font-medium *:font-normal sm:max-w-64">
          {field.label}
          {field.kind === "period" ? (
            // No 全部: a period is always one (today unless chosen; custom when days are given).
            <select
              name={field.name}
              defaultValue={periodOf(query.filters[field.name], {
                from: query.filters[field.period!.from],
                to: query.filters[field.period!.to],
              })}
              className="border-input bg-background h-9 rounded-md border px-3 text-sm"
            >
              <OptionList options={field.options} />
            </select>
          ) : field.kind === "select" ? (
            <select
              name={field.name}
              defaultValue={query.filters[field.name] ?? ""}
              className="border-input bg-background h-9 rounded-md border px-3 text-sm"
            >
              {field.required ? null : <option value="">{t("kit.filtersAll")}</option>}
              <OptionList options={field.options} />
            </select>
          ) : field.kind === "date" ? (
            <Input
              type="date"
              name={field.name}
              defaultValue={query.filters[field.name] ?? ""}
              max={periodDay(props.fields, field.name)}
            />
          ) : (
            <Input
              name={field.name}
              defaultValue={query.filters[field.name] ?? ""}
              placeholder={field.placeholder}
              maxLength={100}
              autoComplete="off"
            />
          )}
        </label>
      ))}
      <Button type="submit" className="icon-before lucide-search">
        {t("kit.search")}
      </Button>
      <Link to={resetHref} preventScrollReset className={buttonVariants({ variant: "outline" })}>
        {t("kit.reset")}
      </Link>
    </Form>
  );
}
