/** The pods that log the requests and the browsers the requests come from: the seeded logs and the generated one (generated.ts) share them. */

/** serviceId → [serverIp, serverHost]: the pod that logs its requests. */
export const SERVERS: Record<string, [string, string]> = {
  "cloud-auth": ["10.42.1.11:8100", "cloud-auth-6b7c9d5f8-q2h7k"],
  "cloud-system": ["10.42.3.17:8106", "cloud-system-7d9f8c6b5-k2x7p"],
  "cloud-user": ["10.42.3.25:8102", "cloud-user-58c6f7d9b4-w9r3t"],
  "cloud-agent": ["10.42.5.21:8201", "cloud-agent-5c7b9d8f4-m8q2w"],
  "cloud-merchant": ["10.42.2.9:8202", "cloud-merchant-6f8d7c9b2-t4n6v"],
  "cloud-order": ["10.42.4.33:8203", "cloud-order-7c5d8b6f9-x3p8j"],
  "cloud-channel": ["10.42.6.14:8204", "cloud-channel-9d6c7b5f8-h5m2r"],
  "cloud-report": ["10.42.6.40:8205", "cloud-report-5f9b8c7d6-z7k4n"],
  "cloud-resource": ["10.42.3.31:8010", "cloud-resource-84d7c6b9f5-j6v1s"],
};

/** The browsers the logged requests come from. */
export const AGENTS = [
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15",
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36 Edg/130.0.0.0",
  "Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0",
];
