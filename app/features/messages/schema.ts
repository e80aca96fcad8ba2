/** The message centre's search params and form, read on the server; anything unreadable falls back to its default. */
import { z } from "zod";
import type { TranslationKey } from "~/lib/i18n";
import { type ListQuery, PAGE_SIZES, READ_FILTERS } from "./query";

const messageId = z.string().trim().regex(/^[\w-]{1,64}$/);

const listQuerySchema = z.object({
  current: z.coerce.number().int().min(1).max(100_000).catch(1),
  size: z.coerce
    .number()
    .refine((n) => (PAGE_SIZES as readonly number[]).includes(n))
    .catch(PAGE_SIZES[0]),
  title: z.string().trim().max(100).catch(""),
  isRead: z.enum(READ_FILTERS).catch("all"),
  id: messageId.nullable().catch(null),
});

export function readListQuery(params: URLSearchParams): ListQuery {
  return listQuerySchema.parse({
    current: params.get("current") ?? undefined,
    size: params.get("size") ?? undefined,
    title: params.get("title") ?? "",
    isRead: params.get("isRead") ?? "all",
    id: params.get("id") || null,
  });
}

const noneSelected: TranslationKey = "messages.noneSelected";

/** intent=read-batch: the ticked rows (one `ids` value per checkbox). */
export const readBatchSchema = z.object({
  ids: z.array(messageId, { error: noneSelected }).min(1, noneSelected).max(100),
});
