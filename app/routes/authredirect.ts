import { finishSocialSignIn } from "~/features/auth/social.server";
import { workerEnv } from "~/server/auth.server";
import type { Route } from "./+types/authredirect";

/** The authorisation redirect: the provider sends the browser back here with a code. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return finishSocialSignIn(request, workerEnv(context));
}
