/** An MCC row as the page shows it (client-safe). */
export type Mcc = {
  id: string;
  mccCode: string;
  name: string;
  categoryName: string;
  remark: string;
  sort: number | null;
  createTime: string;
};
