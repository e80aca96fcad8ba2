/** Object storage. */
import { enabledStatuses } from "../shared";

export default {
  category: "Category",
  ossCode: "Code",
  ossCodePlaceholder: "Enter a code",
  ossCodeHint: "Unique within the organisation: letters, digits, underscores or hyphens",
  ossCodeFormat: "Enter 1 to 32 letters, digits, underscores or hyphens",
  categoryUnknown: "Choose a storage category from the dictionary",
  endpoint: "Endpoint",
  endpointPlaceholder: "e.g. https://minio.example.com",
  endpointFormat: "Enter an http or https address without credentials or parameters",
  bucketName: "Bucket",
  bucketHint: "3 to 63 lowercase letters, digits, dots or hyphens, starting and ending with a letter or digit",
  bucketFormat: "The bucket name breaks the naming rules",
  bucketDots: "A bucket name cannot hold consecutive dots or be an IP address",
  accessKey: "Access key",
  secretKey: "Secret key",
  secretHint: "Write-only; leave it empty when editing to keep the stored one",
  secretRequired: "Enter the secret key",
  appId: "App ID",
  appIdHint: "Required for Tencent Cloud",
  appIdFormat: "The app ID is digits only",
  appIdRequired: "Tencent Cloud storage needs an app ID",
  region: "Region",
  regionHint: "Required for Alibaba Cloud and Tencent Cloud, e.g. oss-cn-hangzhou",
  regionFormat: "Enter 2 to 40 lowercase letters, digits or hyphens",
  regionRequired: "Alibaba Cloud and Tencent Cloud storage need a region",
  statuses: enabledStatuses,
  enableTitle: "Enable configuration",
  confirmEnable:
    "Enabling “{{code}}” disables every other storage configuration of the organisation; later uploads use this one. Enable it?",
  test: "Test upload",
  confirmTest:
    "Uploads a test file with the saved configuration of “{{code}}” and reads it back, to confirm the endpoint, bucket and keys work.",
  tested: "Test upload succeeded: {{name}}",
};
