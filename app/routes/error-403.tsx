import { ErrorPage, errorPageMeta } from "~/components/error-page";
import { errorPageLoader } from "~/server/error-route.server";

/** The 403 page (spec §2, §8). */
export const loader = errorPageLoader(403);
export const meta = errorPageMeta(403);

export default function ErrorPage403() {
  return <ErrorPage status={403} />;
}
