import { useT } from "~/lib/i18n";

export default function InfoPage() {
  const t = useT();
  return <h1 className="text-2xl font-semibold">{t("info.title")}</h1>;
}
