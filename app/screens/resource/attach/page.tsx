/**
 * 附件管理's page parts: the size in B / KB / MB, and on a row 预览 (an image, in a dialog on the
 * list's URL, ?op=preview&id=…) and 下载, both through the console's file route (never the
 * storage's URL).
 */
import { Link, useLocation } from "react-router";
import { closedHref } from "~/kit/shared/query";
import { buttonVariants } from "~/components/ui/button-variants";
import type { ScreenLoaderData } from "~/kit/ui/crud-screen";
import { RowLink } from "~/kit/ui/list-actions";
import { OpMissing, opHref } from "~/kit/ui/row-ops";
import { UrlDialog } from "~/kit/ui/url-dialog";
import { useSay } from "~/kit/ui/say";
import { useT } from "~/lib/i18n";
import { fileHref as referenced } from "~/lib/file-ref";
import { type Attachment, attachScreen, PREVIEW_TYPES, sizeText } from "./screen";
import type { AttachExtra } from "./screen.server";

type Data = ScreenLoaderData<Attachment> & AttachExtra;

/** An attachment through the console's file route (ADR 030): its id is its reference. */
export const fileHref = (id: string, download = false) => referenced(id, { download });

export function useAttachParts(data: Data) {
  const say = useSay(attachScreen);
  const location = useLocation();
  const size = (row: Attachment) => sizeText(row.attachSize);
  return {
    cells: { attachSize: size, extension: (row: Attachment) => row.extension.toUpperCase() },
    details: { attachSize: size },
    rowExtras: (row: Attachment) => (
      <>
        {PREVIEW_TYPES.includes(row.extension) ? (
          <RowLink
            to={opHref(attachScreen.path, location.search, "preview", row.id)}
            label={say("preview")}
            rowLabel={row.originalName}
          />
        ) : null}
        <RowLink to={fileHref(row.id, true)} label={say("download")} rowLabel={row.originalName} />
      </>
    ),
    children: <PreviewDialog data={data} />,
  };
}

/** An image attachment, shown from the console's file route, with its download. */
function PreviewDialog(props: { data: Data }) {
  const t = useT();
  const say = useSay(attachScreen);
  const location = useLocation();
  if (new URLSearchParams(location.search).get("op") !== "preview") return null;
  const closeHref = closedHref(attachScreen.path, props.data.query, attachScreen.defaultSize);
  const row = props.data.opRow;
  if (!row || !PREVIEW_TYPES.includes(row.extension)) return <OpMissing title={say("preview")} closeHref={closeHref} />;
  return (
    <UrlDialog title={say("previewTitle", { name: row.originalName })} closeHref={closeHref} size="lg">
      <div className="grid gap-4">
        <img
          src={fileHref(row.id)}
          alt={say("previewAlt", { name: row.originalName })}
          className="bg-muted mx-auto max-h-[60vh] max-w-full rounded-md border object-contain"
        />
        <p className="text-muted-foreground text-sm">
          {row.originalName} · {sizeText(row.attachSize)} · {row.createUserName} · {row.createTime}
        </p>
        <div className="flex justify-end gap-2">
          <a href={fileHref(row.id, true)} className={buttonVariants({ variant: "default" })}>
            {say("download")}
          </a>
          <Link to={closeHref} preventScrollReset className={buttonVariants({ variant: "outline" })}>
            {t("kit.close")}
          </Link>
        </div>
      </div>
    </UrlDialog>
  );
}
