/**
 * 商户分账配置 (/merchant/merchantSub): the merchants of the operator's partner scope with their
 * split state (merchant.sub.list: keyword, subSwitch), each linking
 * to its form at the spec's fixed route /merchantSub?merchantId= (sub/detail, sub/save,
 * button merchant_sub_edit). A split config: on/off, mode (1 自动分账, 2 手动分账) and up to
 * 10 receivers (name, account, 1 个人 / 2 企业, ratio in percent with two decimals; the sum at
 * most 100, checked in hundredths, never in floating point).
 */
import { choices, defineScreen, type RowOf, screenNames } from "~/kit/shared/screen";

export const MAX_RECEIVERS = 10;

const SWITCH_CHOICES = choices(["1", "0"], "switches");

export const merchantSubScreen = defineScreen({
  searches: ["merchant"],
  ...screenNames("merchant", "merchantSub", "partner"),
  name: "商户分账配置",
  api: { list: "merchant.sub.list" },
  row: {
    merchantNo: "text",
    merchantFullName: "text",
    agentName: "text",
    agentPath: "text",
    merchantId: "text",
    subSwitch: "code",
    subMode: "code",
    receiverCount: "number",
    updateTime: "text",
  },
  rowLabel: (row) => `${row.merchantNo} ${row.merchantFullName}`,
  buttons: {},
  filters: {
    keyword: { max: 50, label: "merchant", placeholder: "merchantPlaceholder" },
    subSwitch: { kind: "select", label: "subSwitch", ...SWITCH_CHOICES } as const,
  },
  columns: [
    { key: "merchantNo", sort: true, fixed: true, mono: true },
    { key: "merchantFullName", label: "merchantName", fixed: true },
    { key: "agentName", label: "ownerAgent" },
    { key: "subSwitch", option: "subSwitch" },
    { key: "subMode", label: "splitMode" },
    { key: "receiverCount", format: "number" },
    { key: "updateTime", sort: true, format: "datetime" },
  ],
  fields: {
    subSwitch: { kind: "select", ...SWITCH_CHOICES },
  },
});

export type MerchantSubRow = RowOf<typeof merchantSubScreen.row>;

export type Receiver = { receiverName: string; receiverAccount: string; accountType: string; ratio: string };
export type SubConfig = {
  merchantId: string;
  merchantNo: string;
  merchantFullName: string;
  agentName: string;
  subSwitch: string;
  subMode: string;
  receivers: Receiver[];
  updateTime: string;
};
