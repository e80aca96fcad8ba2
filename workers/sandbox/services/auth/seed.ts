/**
 * seed_v1's sign-in data: the OAuth clients (the console's own and Saber's stock client), each
 * tenant's sign-in settings (captcha, error style) and the sandbox provider's social identities.
 */
import {
  ACCESS_TOKEN_VALIDITY,
  REFRESH_TOKEN_VALIDITY,
  SABER_CLIENT_ID,
  SABER_CLIENT_SECRET,
  SANDBOX_CLIENT_ID,
  SANDBOX_CLIENT_SECRET,
  SANDBOX_SOCIAL_SOURCE,
} from "../../core/constants";
import { seedId } from "../../core/ids";
import { SEED, type SeedData } from "../../core/seed";

const GRANTS = "password,refresh_token,captcha,social,sms_code";

export function authSeed(): SeedData {
  return {
    rows: [
      [
        "blade_client",
        [
          {
            id: seedId(10, 1),
            client_id: SANDBOX_CLIENT_ID,
            client_secret: SANDBOX_CLIENT_SECRET,
            scope: "all",
            authorized_grant_types: GRANTS,
            access_token_validity: ACCESS_TOKEN_VALIDITY,
            refresh_token_validity: REFRESH_TOKEN_VALIDITY,
          },
          {
            id: seedId(10, 2),
            client_id: SABER_CLIENT_ID,
            client_secret: SABER_CLIENT_SECRET,
            scope: "all",
            authorized_grant_types: GRANTS,
            access_token_validity: ACCESS_TOKEN_VALIDITY,
            refresh_token_validity: REFRESH_TOKEN_VALIDITY,
          },
        ],
      ],
      [
        "sandbox_tenant_setting",
        [
          { tenant_id: "000001", captcha_enabled: 0, auth_style: "modern" },
          { tenant_id: "000002", captcha_enabled: 1, auth_style: "legacy" },
        ],
      ],
      [
        "blade_user_oauth",
        [
          {
            id: seedId(16, 1),
            tenant_id: "000001",
            user_id: SEED.userAdmin1,
            source: SANDBOX_SOCIAL_SOURCE,
            uuid: "admin",
            username: "admin",
            nickname: "沙箱用户·管理员",
            avatar: null,
          },
          {
            id: seedId(16, 2),
            tenant_id: "000001",
            user_id: SEED.userOperator1,
            source: SANDBOX_SOCIAL_SOURCE,
            uuid: "operator",
            username: "operator",
            nickname: "沙箱用户·运营专员",
            avatar: null,
          },
          {
            id: seedId(16, 3),
            tenant_id: "000002",
            user_id: SEED.userAdmin2,
            source: SANDBOX_SOCIAL_SOURCE,
            uuid: "bluesea-admin",
            username: "bluesea-admin",
            nickname: "沙箱用户·蓝海管理员",
            avatar: null,
          },
        ],
      ],
    ],
  };
}
