/** seed_v3_org's regions: root 00 中华人民共和国, then provinces, cities and districts (codes 2, 4, 6 digits). */
import type { Row } from "../../core/seed";

const PROVINCES: [string, string][] = [
  ["11", "北京市"],
  ["12", "天津市"],
  ["31", "上海市"],
  ["32", "江苏省"],
  ["33", "浙江省"],
  ["35", "福建省"],
  ["37", "山东省"],
  ["42", "湖北省"],
  ["43", "湖南省"],
  ["44", "广东省"],
  ["50", "重庆市"],
  ["51", "四川省"],
];
const CITIES_BY_CODE: [string, string][] = [
  ["1101", "市辖区"],
  ["1201", "市辖区"],
  ["3101", "市辖区"],
  ["5001", "市辖区"],
  ["3201", "南京市"],
  ["3202", "无锡市"],
  ["3205", "苏州市"],
  ["3301", "杭州市"],
  ["3302", "宁波市"],
  ["3303", "温州市"],
  ["3501", "福州市"],
  ["3502", "厦门市"],
  ["3701", "济南市"],
  ["3702", "青岛市"],
  ["4201", "武汉市"],
  ["4205", "宜昌市"],
  ["4301", "长沙市"],
  ["4401", "广州市"],
  ["4403", "深圳市"],
  ["4404", "珠海市"],
  ["4406", "佛山市"],
  ["5101", "成都市"],
  ["5107", "绵阳市"],
];
const DISTRICTS: [string, string][] = [
  ["110101", "东城区"],
  ["110102", "西城区"],
  ["110105", "朝阳区"],
  ["110106", "丰台区"],
  ["110108", "海淀区"],
  ["120101", "和平区"],
  ["120103", "河西区"],
  ["120104", "南开区"],
  ["310101", "黄浦区"],
  ["310104", "徐汇区"],
  ["310105", "长宁区"],
  ["310106", "静安区"],
  ["310115", "浦东新区"],
  ["320102", "玄武区"],
  ["320104", "秦淮区"],
  ["320105", "建邺区"],
  ["320106", "鼓楼区"],
  ["320505", "虎丘区"],
  ["320506", "吴中区"],
  ["320508", "姑苏区"],
  ["330102", "上城区"],
  ["330105", "拱墅区"],
  ["330106", "西湖区"],
  ["330108", "滨江区"],
  ["350102", "鼓楼区"],
  ["350103", "台江区"],
  ["350203", "思明区"],
  ["350206", "湖里区"],
  ["370102", "历下区"],
  ["370103", "市中区"],
  ["370202", "市南区"],
  ["370203", "市北区"],
  ["420102", "江岸区"],
  ["420106", "武昌区"],
  ["420111", "洪山区"],
  ["430102", "芙蓉区"],
  ["430103", "天心区"],
  ["430104", "岳麓区"],
  ["440103", "荔湾区"],
  ["440104", "越秀区"],
  ["440106", "天河区"],
  ["440111", "白云区"],
  ["440303", "罗湖区"],
  ["440304", "福田区"],
  ["440305", "南山区"],
  ["440306", "宝安区"],
  ["440307", "龙岗区"],
  ["500103", "渝中区"],
  ["500105", "江北区"],
  ["500106", "沙坪坝区"],
  ["510104", "锦江区"],
  ["510105", "青羊区"],
  ["510106", "金牛区"],
  ["510107", "武侯区"],
];

/** The region levels below the country whose code and name a region row carries. */
const LEVELS = ["province", "city", "district"];

export function regionRows(): Row[] {
  const empty = {
    province_code: null,
    province_name: null,
    city_code: null,
    city_name: null,
    district_code: null,
    district_name: null,
    town_code: null,
    town_name: null,
    village_code: null,
    village_name: null,
  };
  const rows: Row[] = [
    {
      code: "00",
      parent_code: "0",
      ancestors: "0",
      name: "中华人民共和国",
      ...empty,
      region_level: 0,
      sort: 1,
      remark: null,
    },
  ];
  const names = new Map([...PROVINCES, ...CITIES_BY_CODE]);
  // A province's code has 2 digits, a city's 4 (its province's and 2), a district's 6: the level,
  // parents and the names of each level above follow from the code.
  const below = (regions: [string, string][]) =>
    regions.forEach(([code, name], i) => {
      const level = code.length / 2;
      const above = ["00", ...[2, 4].filter((n) => n < code.length).map((n) => code.slice(0, n))];
      const own = LEVELS.slice(0, level).map((field, k): [string, string][] => {
        const levelCode = code.slice(0, 2 * (k + 1));
        return [
          [`${field}_code`, levelCode],
          [`${field}_name`, k + 1 === level ? name : names.get(levelCode)!],
        ];
      });
      rows.push({
        code,
        parent_code: above.at(-1)!,
        ancestors: ["0", ...above].join(","),
        name,
        ...empty,
        ...Object.fromEntries(own.flat()),
        region_level: level,
        sort: i + 1,
        remark: null,
      });
    });
  below(PROVINCES);
  below(CITIES_BY_CODE);
  below(DISTRICTS);
  return rows;
}
