import { ErrorPage, errorPageMeta } from "~/components/error-page";
import { errorPageLoader } from "~/server/error-route.server";

/** The 500 page (spec §2, §8). */
export const loader = errorPageLoader(500);
export const meta = errorPageMeta(500);

export default function ErrorPage500() {
  return <ErrorPage status={500} />;
}
