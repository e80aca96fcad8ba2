/** 招商推广人员 on the server: spec §5's mobile rule (its three messages) on every save. */
import { type ActionOptions, formSchema } from "~/kit/server/described.server";
import { investPromotionScreen } from "./screen";
import { mobileField } from "~/kit/server/schema.server";

export const investPromotionActions: ActionOptions = {
  schema: formSchema(investPromotionScreen).extend({ mobile: mobileField(investPromotionScreen.texts) }),
};
