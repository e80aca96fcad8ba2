/** GET /kit/check-word?word= — the sensitive-word check on blur (spec §5): `{ hit }`. */
import { containsSensitiveWord } from "~/kit/server/sensitive.server";
import { operatorContext } from "~/server/auth.server";
import { BackendError } from "~/server/backend.server";
import type { Route } from "./+types/check-word";

export async function loader({ request, context }: Route.LoaderArgs) {
  const word = (new URL(request.url).searchParams.get("word") ?? "").slice(0, 1000);
  try {
    const hit = await containsSensitiveWord(context.get(operatorContext), word);
    return Response.json({ hit }, { headers: { "cache-control": "private, no-store" } });
  } catch (error) {
    if (error instanceof BackendError) return Response.json({ hit: false, message: error.message }, { status: 502 });
    throw error;
  }
}
