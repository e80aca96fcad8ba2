/** /api/cloud-log: the usual, API and error logs (日志管理) and the personal-data record (ADR 029, 031). */
import { assumed, post, service, shape } from "./define.ts";
import { done } from "./wire.ts";

/** What a whole view or export of personal data records (never the value itself). */
export type PersonalLogBody = { action: "view" | "export"; screen: string; menuCode: string; recordId?: string; field?: string; kind?: string };

export const log = service("log", {
  usual: {
    /** POST /usual/personal-data: a whole view or export of personal data, recorded before it is answered (ADR 029). */
    personalData: post("/api/cloud-log/usual/personal-data", done, {
      bodyType: shape<PersonalLogBody>(),
      source: assumed("BladeX's usual log (LogUsualController) takes no posts from the console; the record needs one (ADR 029)"),
    }),
  },
});
