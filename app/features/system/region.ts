/** A region row as the page shows it (client-safe); regions are keyed by their code. */
export type Region = {
  code: string;
  parentCode: string;
  parentName: string;
  name: string;
  regionLevel: number | null;
  sort: number | null;
  remark: string;
  depth: number;
  hasChildren: boolean;
  open: boolean;
};

/** The top of the region tree (中华人民共和国): its children are the provinces. */
export const REGION_ROOT = "00";
