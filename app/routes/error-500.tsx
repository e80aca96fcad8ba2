import { data } from "react-router";
import { ErrorPage } from "~/components/error-page";
import { getInstance } from "~/server/i18n.server";
import type { Route } from "./+types/error-500";

export function loader({ context }: Route.LoaderArgs) {
  // The page answers with its own status, as a document and as route data.
  return data({ title: getInstance(context).t("errors.serverError.text") }, { status: 500 });
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `500 · ${loaderData?.title ?? ""}` }];
}

export default function ErrorPage500() {
  return <ErrorPage status={500} />;
}
