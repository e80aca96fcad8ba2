/** 政策配置's texts (费率模板, 政策列表; ADR 020): sent to the browser only by those screens, each its own part. */
import policyInfo from "./policy-info";
import rateTemplate from "./rate-template";

export default { rateTemplate, policyInfo };
