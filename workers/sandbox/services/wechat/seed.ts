/**
 * seed_v23_wechat (ADR 026): 删除 on 公众号配置 (wechat_account_delete, granted to the administrators
 * holding the screen), and two 公众号 of tenant 000001 (ids kind 93): 蓝海支付服务号 with a sample menu
 * published, and 蓝海支付资讯 (订阅号) with an unpublished draft. Their secrets are sample values.
 */
import { seedId } from "../../core/ids";
import { joinSeeds, SEED, SEED_TIME, type SeedData } from "../../core/seed";
import { laterButtonsSeed } from "../menu/seed";
import type { MenuTree } from "./limits";

export const WECHAT_BUTTONS = [
  { id: seedId(18, 1060), screen: "wechatAccount", code: "wechat_account_delete", kind: "delete" as const },
];

export const WECHAT_SEED = {
  serviceAccount: seedId(93, 1),
  newsAccount: seedId(93, 2),
  serviceAppId: "wx5a3c9e1b7d2f4068",
  newsAppId: "wx0b8d6f2a4c1e3957",
} as const;

export const SAMPLE_MENU: MenuTree = {
  button: [
    { name: "立即收款", type: "view", url: "https://pay.example.com/h5/cashier" },
    {
      name: "商户服务",
      sub_button: [
        { name: "交易查询", type: "click", key: "MERCHANT_TRADE_QUERY" },
        { name: "结算记录", type: "view", url: "https://pay.example.com/h5/settlement" },
        {
          name: "商户小程序",
          type: "miniprogram",
          url: "https://pay.example.com/h5",
          appid: "wx1f2e3d4c5b6a7988",
          pagepath: "pages/index/index",
        },
      ],
    },
    { name: "联系我们", type: "click", key: "CONTACT_US" },
  ],
};

const NEWS_DRAFT: MenuTree = { button: [{ name: "行业资讯", type: "view", url: "https://news.example.com/" }] };

export function wechatSeed(): SeedData {
  const account = (
    id: string,
    name: string,
    appId: string,
    type: number,
    secret: string,
    token: string | null,
    aesKey: string | null,
    at: number,
  ) => ({
    id,
    tenant_id: SEED.tenant1,
    account_name: name,
    app_id: appId,
    app_secret: secret,
    token,
    aes_key: aesKey,
    account_type: type,
    status: 1,
    remark: null,
    create_user: SEED.userAdmin1,
    create_user_name: "管理员",
    create_time: at,
    update_time: at,
    is_deleted: 0,
  });
  const published = JSON.stringify(SAMPLE_MENU);
  return joinSeeds(laterButtonsSeed(WECHAT_BUTTONS), {
    rows: [
      [
        "cloud_wechat_account",
        [
          account(
            WECHAT_SEED.serviceAccount,
            "蓝海支付服务号",
            WECHAT_SEED.serviceAppId,
            2,
            "3f9a1c7e5b2d8046a1c3e5f7092b4d6e",
            "lanhaiToken2026",
            "Q1w2E3r4T5y6U7i8O9p0A1s2D3f4G5h6J7k8L9z0X1c",
            SEED_TIME,
          ),
          account(
            WECHAT_SEED.newsAccount,
            "蓝海支付资讯",
            WECHAT_SEED.newsAppId,
            1,
            "9e8d7c6b5a4f3e2d1c0b9a8f7e6d5c4b",
            null,
            null,
            SEED_TIME + 60_000,
          ),
        ],
      ],
      [
        "cloud_wechat_menu",
        [
          {
            account_id: WECHAT_SEED.serviceAccount,
            tenant_id: SEED.tenant1,
            draft: published,
            draft_time: SEED_TIME,
            published,
            publish_time: SEED_TIME + 120_000,
            publish_user_name: "管理员",
            version: 1,
          },
          {
            account_id: WECHAT_SEED.newsAccount,
            tenant_id: SEED.tenant1,
            draft: JSON.stringify(NEWS_DRAFT),
            draft_time: SEED_TIME + 180_000,
            published: null,
            publish_time: null,
            publish_user_name: null,
            version: 0,
          },
        ],
      ],
    ],
  });
}
