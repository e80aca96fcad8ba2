import { ErrorPage } from "~/components/error-page";
import { getInstance } from "~/server/i18n.server";
import type { Route } from "./+types/error-404";

export function loader({ context }: Route.LoaderArgs) {
  return { title: getInstance(context).t("errors.notFound.text") };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `404 · ${loaderData?.title ?? ""}` }];
}

export default function ErrorPage404() {
  return <ErrorPage status={404} />;
}
