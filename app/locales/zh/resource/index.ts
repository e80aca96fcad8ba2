/** 资源管理's texts (对象存储, 附件管理; ADR 027): sent to the browser only by those screens, each its own part. */
import attach from "./attach";
import oss from "./oss";

export default { oss, attach };
