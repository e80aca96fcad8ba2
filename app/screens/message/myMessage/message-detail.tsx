import { XIcon } from "~/components/icons";
import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button-variants";
import { Card, CardAction, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { FormAlert } from "~/components/form-alert";
import type { FormMessageView } from "~/lib/i18n";
import { useT } from "~/lib/i18n";
import { listHref, type ListQuery } from "~/kit/shared/query";
import { CopyLink } from "~/kit/ui/copy-link";
import type { Message } from "./screen";

/** The open message (`?id=`), beside the list on wide screens and under it otherwise. */
export function MessageDetail(props: {
  path: string;
  message: Message | null;
  error: FormMessageView | null;
  query: ListQuery;
}) {
  const t = useT();
  const { message } = props;
  return (
    <Card aria-label={t("messages.detail.label")} role="region" className="gap-4 xl:sticky xl:top-4">
      <CardHeader>
        <CardTitle>
          <h2 className="text-lg leading-snug">{message?.title || t("messages.detail.label")}</h2>
        </CardTitle>
        {message ? (
          <CardDescription className="grid gap-0.5">
            {message.sender ? <span>{t("messages.detail.sender", { sender: message.sender })}</span> : null}
            {message.createTime ? <span>{t("messages.detail.time", { time: message.createTime })}</span> : null}
          </CardDescription>
        ) : null}
        <CardAction className="flex items-center gap-2">
          {message ? <CopyLink href={`${props.path}?id=${encodeURIComponent(message.id)}`} /> : null}
          <Link
            to={listHref(props.path, props.query, { id: null })}
            preventScrollReset
            aria-label={t("messages.detail.close")}
            title={t("messages.detail.close")}
            className={buttonVariants({ variant: "ghost", size: "icon" })}
          >
            <XIcon aria-hidden />
          </Link>
        </CardAction>
      </CardHeader>
      <CardContent>
        {props.error ? (
          <FormAlert message={props.error} />
        ) : message ? (
          <p className="text-sm leading-relaxed break-words whitespace-pre-wrap">
            {message.content || <span className="text-muted-foreground">{t("messages.detail.noContent")}</span>}
          </p>
        ) : (
          <p className="text-muted-foreground text-sm">{t("messages.detail.notFound")}</p>
        )}
      </CardContent>
    </Card>
  );
}
