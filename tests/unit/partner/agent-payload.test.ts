/**
 * 代理商列表's save and update payloads (spec §3), rebuilt on the server from the form's fields:
 * every key in the spec's order, the parent as the first value of the cascade, the empty default
 * merchant rates and channel rates dropped, and the update's additions with editStoreSettleSwitch
 * only for an agent with a parent.
 */
import { describe, expect, it } from "vitest";
import type { Agent } from "~/screens/agent/agentInfo/screen";
import { savePayload, updatePayload } from "~/screens/agent/agentInfo/agent-form.server";

const FORM = {
  parentId: "1600000000000000006,1600000000000000001",
  agentName: "苏州新锐支付服务有限公司",
  userName: "xinrui01",
  password: "abc12345",
  linkMan: "周新锐",
  mobile: "13812345678",
  channelCode: "LAKALA",
  payLimit: "50000.00",
  settleType: "2",
  settleFeeRate: "0.05",
  settleSingleFee: "2",
  agentAccountingRate: "0.30",
  merchantRate: "0.38",
  merchantFixedFee: "",
  channelWxRate: "0.30",
  channelAliRate: "",
  channelUnionRate: "0.40",
  xwStatus: "1",
  retStatus: "0",
  frStatus: "0",
  smsStatus: "1",
  accounRateType: "2",
  linkEmail: "xr@example.com",
  agentAccount: "6222021234567890",
  tradeFlag: "1",
  extractRate: "0.50",
  agentType: "2",
  businessId: "1610000000000000003",
};

const SAVE_KEYS = [
  "parentId",
  "agentSettleList",
  "businessId",
  "agentName",
  "userName",
  "password",
  "linkMan",
  "mobile",
  "channelCode",
  "payLimit",
  "settleType",
  "agentAccountingRate",
  "agentDefaultMerchantRates",
  "xwStatus",
  "retStatus",
  "frStatus",
  "smsStatus",
  "accounRateType",
  "channelAgentRateVOS",
  "linkEmail",
  "agentAccount",
  "tradeFlag",
  "extractRate",
  "agentType",
];

const stored = (parentId: string) =>
  ({ id: "1600000000000000999", parentId, agentLevel: parentId === "0" ? "1" : "3", agentStatus: "1" }) as Agent;

describe("the agent save payload", () => {
  it("carries every field of spec §3 in its order, the lists rebuilt and the empty rates dropped", () => {
    const payload = savePayload(FORM);
    expect(Object.keys(payload)).toEqual(SAVE_KEYS);
    expect(payload).toMatchObject({
      parentId: "1600000000000000006",
      agentSettleList: [{ settleType: "2", feeRate: "0.05", singleFee: "2" }],
      agentDefaultMerchantRates: [{ rateType: 1, rateValue: "0.38" }],
      channelAgentRateVOS: [{ channelCode: "LAKALA", wxRate: "0.30", unionRate: "0.40" }],
      payLimit: "50000.00",
      xwStatus: "1",
      accounRateType: "2",
      agentType: "2",
      businessId: "1610000000000000003",
    });
  });

  it("drops both default rates and every channel rate when none is given; a first-level agent has no parent", () => {
    const payload = savePayload({ ...FORM, parentId: "", merchantRate: "", channelWxRate: "", channelUnionRate: "" });
    expect(payload.parentId).toBe("");
    expect(payload.agentDefaultMerchantRates).toEqual([]);
    expect(payload.channelAgentRateVOS).toEqual([]);
    expect(savePayload({ ...FORM, merchantFixedFee: "0.50" }).agentDefaultMerchantRates).toEqual([
      { rateType: 1, rateValue: "0.38" },
      { rateType: 2, rateValue: "0.50" },
    ]);
  });
});

describe("the agent update payload", () => {
  it("adds id, the levels, status, the password switch and location; the store switch only with a parent", () => {
    const withParent = updatePayload(
      { ...FORM, agentStatus: "2", isEditPassword: "0", locationStatus: "1", editStoreSettleSwitch: "1" },
      stored("1600000000000000006"),
    );
    expect(withParent).toMatchObject({
      id: "1600000000000000999",
      parentLevel: 2,
      agentLevel: 3,
      agentStatus: "2",
      isEditPassword: "0",
      locationStatus: "1",
      editStoreSettleSwitch: "1",
    });
    expect(withParent).not.toHaveProperty("parentId");
    expect(withParent).not.toHaveProperty("userName");
    expect(withParent).not.toHaveProperty("password");
    const top = updatePayload(
      { ...FORM, isEditPassword: "1", password: "newpass1", editStoreSettleSwitch: "1" },
      stored("0"),
    );
    expect(top).not.toHaveProperty("editStoreSettleSwitch");
    expect(top).toMatchObject({
      parentLevel: null,
      agentLevel: 1,
      isEditPassword: "1",
      password: "newpass1",
      agentStatus: "1",
    });
  });
});
