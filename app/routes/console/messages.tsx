import { useT } from "~/lib/i18n";

export default function MessagesPage() {
  const t = useT();
  return <h1 className="text-2xl font-semibold">{t("messages.title")}</h1>;
}
