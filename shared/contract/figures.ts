/**
 * Wire shapes the money services share (orders, reports, accounts, settlement; ADR 031): counts
 * read as numbers, percentages as text with two decimals, and yuan that is blank when there is
 * none. Not part of index.ts's `export *`: the services import what they need.
 */
import { z } from "zod";
import { count, flag, yuan } from "./wire.ts";

/** A count as the console computes with it: a number, or its text on the wire. */
export const tally = count.transform((value) => Number(value));

/** A percentage in % with two decimals ("98.50"), as the sandbox writes it. */
export const percent = z.string().regex(/^\d{1,3}\.\d{2}$/);

/** Yuan text, or "" when there is no amount (null-to-empty): never null. */
export const yuanOrBlank = z.union([yuan, z.literal("")]);

/** A rate in percent with at most four decimals ("0.38", "0.3850"), or "" when none. */
export const rateText = z.union([z.string().regex(/^\d{1,3}(\.\d{1,4})?$/), z.literal("")]);



/** A flag the console branches on (true, 1, "1", "true": yes; anything else, or absent: no). */
export const truth = flag.transform((value) => value === true || value === 1 || value === "1" || value === "true");
