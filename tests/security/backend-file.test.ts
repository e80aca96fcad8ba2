/**
 * A file the backend makes (spec §7's agent and migration trajectory exports answer a blob;
 * ADR 015): the backend client hands its body on unread, so the Worker streams it through as it
 * arrives, and an envelope in its place is the backend refusing. The gateway is
 * fake-gateway.ts with its own answers (the sandbox has no such endpoint until the agent
 * screens), and it watches that the file's body is read to its end.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { extensionOf } from "~/kit/server/export/file-name.server";
import { BackendError, BackendFile, callBackend, readEnvelope } from "~/server/backend.server";
import { SANDBOX_CLIENT_SECRET } from "../../shared/sandbox-client";
import { changedEnv } from "./built-worker";
import { FakeGateway, GATEWAY } from "./fake-gateway";

const gateway = new FakeGateway();
const env = changedEnv({
  BACKEND_URL: GATEWAY,
  OAUTH_CLIENT_SECRET: SANDBOX_CLIENT_SECRET,
  SESSION_SECRET: "backend-file-session-secret",
});
const EXPORT = "/api/cloud-agent/agent/agentinfo/export";
const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

beforeEach(() => gateway.install());
afterEach(() => {
  vi.restoreAllMocks();
  gateway.reset();
});

/** A body sent in parts, the way a gateway streams a large file. */
function partsBody(parts: string[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    async pull(controller) {
      const part = parts.shift();
      if (part === undefined) return controller.close();
      await new Promise((resolve) => setTimeout(resolve, 5));
      controller.enqueue(encoder.encode(part));
    },
  });
}

describe("a file the backend makes", () => {
  it("comes back unread, its body streamed on to its end, with its type and name", async () => {
    gateway.answer(
      EXPORT,
      () =>
        new Response(partsBody(["PK", "part two", "the end"]), {
          headers: {
            "Content-Type": XLSX,
            "Content-Disposition": "attachment;filename=%E4%BB%A3%E7%90%86%E5%95%86.xlsx",
          },
        }),
    );
    const answer = await callBackend(env, EXPORT, {
      method: "POST",
      file: true,
      token: "t",
      tenantId: "000001",
      query: { agentName: "华东" },
    });
    expect(answer.body).toBeInstanceOf(BackendFile);
    const file = answer.body as BackendFile;
    expect(file.type).toBe(XLSX);
    expect(extensionOf(file.type, file.disposition)).toBe("xlsx");
    // Nothing has read it yet: the caller streams it.
    expect(gateway.exchanges[0]).toMatchObject({ method: "POST", path: EXPORT, body: "open" });
    expect(await new Response(file.body).text()).toBe("PKpart twothe end");
    expect(gateway.unsettled()).toEqual([]);
  });

  it("is a refusal when the backend answers an envelope instead", async () => {
    gateway.answer(EXPORT, () =>
      Response.json({ code: 400, success: false, data: {}, msg: "无导出权限" }, { status: 400 }),
    );
    const answer = await callBackend(env, EXPORT, { method: "POST", file: true, token: "t", tenantId: "000001" });
    expect(answer.body).not.toBeInstanceOf(BackendFile);
    const failure = (() => {
      try {
        readEnvelope(answer);
      } catch (error) {
        return error;
      }
    })();
    expect(failure).toBeInstanceOf(BackendError);
    expect((failure as BackendError).message).toBe("无导出权限");
    expect(gateway.unsettled()).toEqual([]);
  });

  it("takes its extension from the backend's name, else its type", () => {
    expect(extensionOf("application/octet-stream", 'attachment; filename="trajectory.csv"')).toBe("csv");
    expect(extensionOf("application/pdf", null)).toBe("pdf");
    expect(extensionOf("application/vnd.ms-excel", null)).toBe("xlsx");
    expect(extensionOf("", null)).toBe("xlsx");
  });
});
