import { ErrorPage, errorPageMeta } from "~/components/error-page";
import { errorPageLoader } from "~/server/error-route.server";

/** The 404 page (spec §2, §8). */
export const loader = errorPageLoader(404);
export const meta = errorPageMeta(404);

export default function ErrorPage404() {
  return <ErrorPage status={404} />;
}
