import { data } from "react-router";
import { ErrorPage } from "~/components/error-page";
import { getInstance } from "~/server/i18n.server";
import type { Route } from "./+types/error-403";

export function loader({ context }: Route.LoaderArgs) {
  // The page answers with its own status, as a document and as route data.
  return data({ title: getInstance(context).t("errors.forbidden.text") }, { status: 403 });
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `403 · ${loaderData?.title ?? ""}` }];
}

export default function ErrorPage403() {
  return <ErrorPage status={403} />;
}
