/**
 * 门店分账配置 (/store/storeSub): the stores of the operator's partner scope with their split
 * state (merchant.storeSplit.list: keyword, splitStatus), each linking to its
 * config at /storeSub?storeId= (spec §2's fixed route, store-split.ts).
 */
import { choices, defineScreen, type RowOf, screenNames, viewApi } from "~/kit/shared/screen";

const SPLIT_STATUS_CHOICES = choices(["1", "0"], "splitStatuses");

export const storeSubScreen = defineScreen({
  searches: ["store"],
  ...screenNames("store", "storeSub", "partner"),
  name: "门店分账配置",
  api: viewApi("merchant.storeSplit"),
  row: {
    storeNo: "text",
    storeFullName: "text",
    merchantId: "text",
    merchantName: "text",
    agentPath: "text",
    splitStatus: "code",
    splitMode: "code",
    receiverCount: "number",
    ratioTotal: "text",
  },
  rowLabel: (row) => `${row.storeNo} ${row.storeFullName}`,
  buttons: {},
  filters: {
    keyword: { max: 50, label: "storeName", placeholder: "storePlaceholder" },
    splitStatus: { kind: "select", ...SPLIT_STATUS_CHOICES },
  },
  columns: [
    { key: "storeNo", sort: true, fixed: true, mono: true },
    { key: "storeFullName", sort: true, fixed: true },
    { key: "merchantName", label: "ownerMerchant" },
    { key: "splitStatus", option: "splitStatus" },
    { key: "splitMode", option: "splitMode" },
    { key: "receiverCount", format: "number" },
    { key: "ratioTotal" },
  ],
  // The choices' labels (the config itself is edited at /storeSub?storeId=).
  fields: {
    splitStatus: { kind: "radio", ...SPLIT_STATUS_CHOICES },
    splitMode: { kind: "radio", options: ["1", "2"], optionTexts: "splitModes" },
  },
});

export type StoreSplitRow = RowOf<typeof storeSubScreen.row>;

/** At most this many receivers per store (the backend's limit too). */
export const MAX_RECEIVERS = 10;

export type Receiver = { receiverName: string; accountNo: string; ratio: string };

/** One store's config as /storeSub shows it. */
export type StoreSplit = {
  storeId: string;
  storeNo: string;
  storeFullName: string;
  merchantName: string;
  splitStatus: string;
  splitMode: string;
  receivers: Receiver[];
  ratioTotal: string;
};
