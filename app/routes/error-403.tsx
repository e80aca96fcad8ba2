import { ErrorPage } from "~/components/error-page";
import { getInstance } from "~/server/i18n.server";
import type { Route } from "./+types/error-403";

export function loader({ context }: Route.LoaderArgs) {
  return { title: getInstance(context).t("errors.forbidden.text") };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `403 · ${loaderData?.title ?? ""}` }];
}

export default function ErrorPage403() {
  return <ErrorPage status={403} />;
}
