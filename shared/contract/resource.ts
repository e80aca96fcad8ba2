/** /api/cloud-resource: uploads, attachments, object storage, SMS (spec §7 File upload) (ADR 031, 027). */
import { z } from "zod";
import { type AnyEntry, assumed, bladex, get, post, service, shape, spec, firstId } from "./define.ts";
import { count, done, flag, id, maybe, numeric, page, type Paging, record, text, time } from "./wire.ts";

/** An object-storage configuration (对象存储): its secret key is never answered, only whether it is set. */
export const ossConfigRow = record({
  id,
  category: count,
  categoryName: text,
  ossCode: text,
  endpoint: text,
  bucketName: text,
  accessKey: text,
  secretKeySet: flag,
  appId: text,
  region: text,
  remark: text,
  status: count,
  createTime: time,
  updateTime: time,
});

/** An attachment (附件管理): a file put-file stored, its id the file's reference (ADR 030). */
export const attachRow = record({
  id,
  originalName: text,
  extension: text,
  contentType: text,
  attachSize: numeric,
  createUserName: text,
  createTime: time,
});

export type OssConfigRow = z.output<typeof ossConfigRow>;
export type AttachRow = z.output<typeof attachRow>;

const RESOURCE = "/api/cloud-resource";

export const resource = service("resource", {
  /**
   * POST /resource/oss/put-file (spec §7 File upload), multipart `file`: the stored attachment's
   * id (`attachId`, the reference a form keeps, ADR 030) and its `link`.
   */
  putFile: post(
    "/api/cloud-resource/resource/oss/put-file",
    record({ attachId: id, link: text, name: text, originalName: text }),
    {
      body: "multipart",
      source: spec("§7 File upload"),
    },
  ),
  /**
   * POST /oss/endpoint/put-file: BladeX OssEndpoint's own path for the same upload; the console
   * uses putFile, the sandbox also answers here (a test holds it to it).
   */
  endpointPutFile: post(
    "/api/cloud-resource/oss/endpoint/put-file",
    record({ attachId: id, link: text, name: text, originalName: text }),
    {
      body: "multipart",
      source: bladex("OssEndpoint#putFile (blade-resource)"),
    },
  ),
  oss: {
    /** GET /oss/list (category, ossCode): the tenant's configurations. */
    list: get(`${RESOURCE}/oss/list`, page(ossConfigRow), {
      query: shape<Paging & { category?: string; ossCode?: string }>(),
      source: bladex("OssController#list (blade-resource)"),
    }),
    /** GET /oss/detail?id=. */
    detail: get(`${RESOURCE}/oss/detail`, maybe(ossConfigRow), {
      query: shape<{ id: string }>(),
      source: bladex("OssController#detail (blade-resource)"),
      probe: { after: (): AnyEntry => resource.oss.list, pick: firstId },
    }),
    /** POST /oss/submit: create or update (an edit without the secret keeps it). */
    submit: post(`${RESOURCE}/oss/submit`, done, {
      bodyType: shape<Record<string, unknown>>(),
      source: bladex("OssController#submit (blade-resource)"),
    }),
    /** POST /oss/remove?ids=. */
    remove: post(`${RESOURCE}/oss/remove`, done, {
      query: shape<{ ids: string }>(),
      body: "none",
      permission: "oss_delete",
      source: bladex("OssController#remove (blade-resource)"),
    }),
    /** POST /oss/enable?id=: this configuration on, the tenant's others off. */
    enable: post(`${RESOURCE}/oss/enable`, done, {
      query: shape<{ id: string }>(),
      body: "none",
      permission: "oss_status",
      source: bladex("OssController#enable (blade-resource)"),
    }),
    /** POST /oss/test-upload?id=: a test object round-tripped with the stored values; its name. */
    testUpload: post(`${RESOURCE}/oss/test-upload`, maybe(record({ objectName: text })), {
      query: shape<{ id: string }>(),
      body: "none",
      permission: "oss_test",
      source: assumed("对象存储's 测试上传 (ADR 027): BladeX's OssController has no such call"),
    }),
  },
  attach: {
    /** GET /attach/list (originalName, extension, startDate, endDate): the tenant's attachments. */
    list: get(`${RESOURCE}/attach/list`, page(attachRow), {
      query: shape<Paging & { originalName?: string; extension?: string; startDate?: string; endDate?: string }>(),
      source: bladex("AttachController#list (blade-resource)"),
    }),
    /** GET /attach/detail?id=. */
    detail: get(`${RESOURCE}/attach/detail`, maybe(attachRow), {
      query: shape<{ id: string }>(),
      source: bladex("AttachController#detail (blade-resource)"),
      probe: { after: (): AnyEntry => resource.attach.list, pick: firstId },
    }),
    /** POST /attach/remove?ids=: the rows and their stored bytes. */
    remove: post(`${RESOURCE}/attach/remove`, done, {
      query: shape<{ ids: string }>(),
      body: "none",
      permission: "attach_delete",
      source: bladex("AttachController#remove (blade-resource)"),
    }),
    /**
     * GET /attach/file?id=: a file by its reference, its bytes with `x-file-purpose` and
     * `x-file-tenant` (ADR 030): the console serves files by reference, never at the storage's URL.
     */
    file: get(`${RESOURCE}/attach/file`, z.unknown(), {
      query: shape<{ id: string }>(),
      effect: "file",
      source: assumed(
        "files are served by reference through the console (ADR 030); BladeX hands out the storage's link",
      ),
    }),
  },
  sms: {
    /**
     * POST /sms/endpoint/send-validate?phone=&tenantId=: sends a sign-in code; `id` names it for the
     * sms_code grant. The sandbox also answers the code itself (`sandboxCode`), a real gateway never.
     */
    sendValidate: post(
      "/api/cloud-resource/sms/endpoint/send-validate",
      maybe(record({ id: text, sandboxCode: text })),
      {
        query: shape<{ phone: string; tenantId: string }>(),
        body: "none",
        access: "public",
        source: spec("§7 'Phone login path: not shown' — BladeX SmsEndpoint#sendValidate (blade-resource)"),
      },
    ),
  },
});
