/** /api/cloud-resource: uploads, attachments, object storage, SMS (spec §7 File upload) (ADR 031). */
import { post, service, shape, spec } from "./define.ts";
import { id, maybe, record, text } from "./wire.ts";

export const resource = service("resource", {
  /**
   * POST /resource/oss/put-file (spec §7 File upload), multipart `file`: the stored attachment's
   * id (`attachId`, the reference a form keeps, ADR 030) and its `link`.
   */
  putFile: post("/api/cloud-resource/resource/oss/put-file", record({ attachId: id, link: text, name: text, originalName: text }), {
    body: "multipart",
    source: spec("§7 File upload"),
  }),
  sms: {
    /**
     * POST /sms/endpoint/send-validate?phone=&tenantId=: sends a sign-in code; `id` names it for the
     * sms_code grant. The sandbox also answers the code itself (`sandboxCode`), a real gateway never.
     */
    sendValidate: post("/api/cloud-resource/sms/endpoint/send-validate", maybe(record({ id: text, sandboxCode: text })), {
      query: shape<{ phone: string; tenantId: string }>(),
      body: "none",
      access: "public",
      source: spec("§7 'Phone login path: not shown' — BladeX SmsEndpoint#sendValidate (blade-resource)"),
    }),
  },
});
