import { ImageIcon, Trash2Icon } from "~/components/icons";
import { useId, useRef, useState } from "react";
import { imageRuleError, VARIANT_ACCEPT } from "~/kit/shared/image-rules";
import {
  FILE_INPUT_CLASS,
  UploadNote,
  type UploadStatus,
  uploadThroughKit,
  useSubmitAfterUpload,
} from "~/kit/ui/image-upload";
import { fileHref, isFileRef } from "~/lib/file-ref";
import { useT } from "~/lib/i18n";
import { useHydrated } from "~/lib/use-hydrated";
import { MAX_CERTIFICATES } from "./topup";

/**
 * 付款截图 (spec §2, §5): up to five images. Hydrated, each chosen file is checked (type, size,
 * how many), compressed when large, uploaded through /kit/upload and kept as a `payCertificate`
 * reference (ADR 030), shown through /files/<ref>; without JavaScript the files go with the form
 * as `payCertificate$file` and the action uploads them. Screenshots already uploaded (a form sent
 * back with an error) are kept either way.
 */
export function CertificateUpload(props: { links: string[]; error: string | null; disabled?: boolean }) {
  const t = useT();
  const id = useId();
  const hydrated = useHydrated();
  const [links, setLinks] = useState(props.links.filter(isFileRef));
  const [status, setStatus] = useState<UploadStatus>("idle");
  const [error, setError] = useState<string | null>(null);
  const field = useRef<HTMLFieldSetElement>(null);
  const held = useSubmitAfterUpload(field, status);
  // A form sent back with an error brings its links again (compared by value: a new array each
  // render); they replace the shown ones as this render runs, not after it.
  const given = props.links.filter(isFileRef).join(",");
  const [linksGiven, setLinksGiven] = useState(given);
  if (given !== linksGiven) {
    setLinksGiven(given);
    setLinks(given ? given.split(",") : []);
  }

  const onChange = async (event: React.ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = "";
    if (files.length === 0) return;
    setError(null);
    let room = MAX_CERTIFICATES - links.length;
    for (const file of files) {
      if (room <= 0) {
        setError(t("topup.tooManyCertificates"));
        break;
      }
      const broken = imageRuleError(file, "all");
      if (broken) {
        setError(t(`kit.upload.${broken}`));
        continue;
      }
      const outcome = await uploadThroughKit(file, "all", "payment", setStatus);
      if ("ref" in outcome) {
        room -= 1;
        setLinks((current) => [...current, outcome.ref]);
      } else setError(outcome.error ? t(`kit.upload.${outcome.error}`) : (outcome.failure ?? t("kit.upload.failed")));
    }
    setStatus("idle");
  };

  const shown = error ?? props.error;
  const errorId = `${id}-error`;
  const full = links.length >= MAX_CERTIFICATES;
  return (
    <fieldset ref={field} className="grid gap-2" data-certificates>
      <legend className="mb-1 text-sm font-medium">
        <span className="text-destructive" aria-hidden>
          *{" "}
        </span>
        {t("kit.fields.payCertificate")}
      </legend>
      {links.map((link) => (
        <input key={link} type="hidden" name="payCertificate" value={link} />
      ))}
      {links.length ? (
        <ul className="flex flex-wrap gap-3" aria-label={t("kit.fields.payCertificate")}>
          {links.map((link, i) => (
            <li key={link} className="relative">
              <img
                src={fileHref(link)}
                alt={t("topup.certificateAlt", { n: i + 1 })}
                className="bg-muted size-24 rounded-md border object-cover"
              />
              {hydrated && !props.disabled ? (
                <button
                  type="button"
                  onClick={() => setLinks((current) => current.filter((l) => l !== link))}
                  className="bg-background/90 text-muted-foreground hover:text-destructive absolute top-1 right-1 rounded p-1 shadow"
                  aria-label={t("topup.removeCertificate", { n: i + 1 })}
                >
                  <Trash2Icon className="size-4" aria-hidden />
                </button>
              ) : null}
            </li>
          ))}
        </ul>
      ) : (
        <div className="bg-muted text-muted-foreground flex size-24 items-center justify-center rounded-md border">
          <ImageIcon className="size-6" aria-hidden />
        </div>
      )}
      <label htmlFor={id} className="sr-only">
        {t("topup.addCertificate")}
      </label>
      <input
        id={id}
        type="file"
        multiple
        accept={VARIANT_ACCEPT.all}
        name={hydrated ? undefined : "payCertificate$file"}
        disabled={props.disabled || status !== "idle" || (hydrated && full)}
        onChange={hydrated ? (event) => void onChange(event) : undefined}
        aria-invalid={shown ? true : undefined}
        aria-describedby={shown ? errorId : undefined}
        className={FILE_INPUT_CLASS}
      />
      <UploadNote status={status} hint={t("topup.certificateHint")} held={held} />
      {shown ? (
        <p id={errorId} className="text-destructive text-sm" role="alert">
          {shown}
        </p>
      ) : null}
    </fieldset>
  );
}
