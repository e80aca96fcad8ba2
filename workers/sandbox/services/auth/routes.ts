/**
 * cloud-auth: the OAuth endpoints (token, captcha, logout, render, clear-cache), the sandbox's
 * third-party sign-in provider and the SMS codes of the sms_code grant.
 */
import type { Route } from "../../core/env";
import { oauthRoutes } from "./oauth";
import { smsRoutes } from "./sms";
import { socialProviderRoutes } from "./social-provider";

export default [...oauthRoutes, ...socialProviderRoutes, ...smsRoutes] satisfies Route[];
