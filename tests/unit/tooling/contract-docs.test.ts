/** docs/backend-contract.md is what the contract says (ADR 031): regenerate with `npm run contract:docs`. */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { contractDocs } from "../../../scripts/contract-docs.ts";

describe("docs/backend-contract.md", () => {
  it("is current with shared/contract/ (npm run contract:docs)", () => {
    const root = new URL("../../../", import.meta.url).pathname;
    expect(readFileSync(`${root}docs/backend-contract.md`, "utf8")).toBe(contractDocs(root));
  });
});
