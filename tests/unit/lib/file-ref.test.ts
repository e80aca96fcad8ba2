/** File references (ADR 030): what counts as one, how a page shows one, and nothing else reaching an `<img>`. */
import { describe, expect, it } from "vitest";
import { FILE_PURPOSES, fileHref, filePurpose, fileRefs, imageSrc, isFileRef, PURPOSE_SCREENS } from "~/lib/file-ref";

describe("file references", () => {
  it("are attachment ids: digits only, at most 32", () => {
    for (const ref of ["1", "1764000000000123456", "9".repeat(32)]) expect(isFileRef(ref), ref).toBe(true);
    for (const value of [
      "",
      "1.5",
      "-1",
      "9".repeat(33),
      "/sandbox/files/upload/20261124/a.png",
      "https://x/1",
      " 1",
      "1e5",
      12,
    ])
      expect(isFileRef(value), String(value)).toBe(false);
  });

  it("comma-joined values keep their references once each, nothing else", () => {
    expect(fileRefs(" 12 ,/sandbox/files/x.png,https://cdn/y.png,,34,12")).toEqual(["12", "34"]);
    expect(fileRefs("")).toEqual([]);
  });

  it("show through /files, or as an inline image; a path or URL shows nothing", () => {
    expect(fileHref("12")).toBe("/files/12");
    expect(fileHref("12", { download: true })).toBe("/files/12?download=1");
    expect(imageSrc("12")).toBe("/files/12");
    expect(imageSrc("data:image/png;base64,iVBORw0KGgo=")).toBe("data:image/png;base64,iVBORw0KGgo=");
    for (const value of [
      "/sandbox/files/upload/20261124/a.png",
      "https://cdn.example.com/logo.png",
      "javascript:alert(1)",
      "data:text/html,<b>",
      "",
    ]) {
      expect(imageSrc(value), value).toBe("");
    }
  });

  it("name a purpose for every file, and the screens that show it", () => {
    expect(FILE_PURPOSES.map(filePurpose)).toEqual([...FILE_PURPOSES]);
    expect(filePurpose("avatar")).toBeNull();
    expect(PURPOSE_SCREENS.logo.view).toBeNull();
    expect(PURPOSE_SCREENS.payment).toEqual({ view: ["/marketing/recharge"] });
    expect(PURPOSE_SCREENS.attach).toEqual({ view: [] });
  });
});
