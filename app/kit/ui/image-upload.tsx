import { ImageIcon, Trash2Icon } from "~/components/icons";
import { useEffect, useRef, useState } from "react";
import {
  COMPRESS_QUALITY,
  compressedSize,
  type ImageVariant,
  imageRuleError,
  needsCompression,
  VARIANT_ACCEPT,
} from "~/kit/shared/image-rules";
import { type FilePurpose, imageSrc } from "~/lib/file-ref";
import { useT } from "~/lib/i18n";
import { useHydrated } from "~/lib/use-hydrated";

export type { ImageVariant };

type Props = {
  id: string;
  name: string;
  variant: ImageVariant;
  /** What the file is for (ADR 030): the server checks the operator may upload it. */
  purpose: FilePurpose;
  /** The stored value: a file reference (or, for a logo, an inline data:image). */
  defaultValue: string;
  disabled?: boolean;
  "aria-invalid"?: boolean;
  "aria-describedby"?: string;
};

/** Redraws a large image at about 4 megapixels as JPEG quality 0.3 (spec §5). */
async function compress(file: File): Promise<Blob> {
  const bitmap = await createImageBitmap(file);
  const { width, height } = compressedSize(bitmap.width, bitmap.height);
  const canvas = document.createElement("canvas");
  canvas.width = width;
  canvas.height = height;
  canvas.getContext("2d")!.drawImage(bitmap, 0, 0, width, height);
  bitmap.close();
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error("compress"))), "image/jpeg", COMPRESS_QUALITY),
  );
}

export type UploadStatus = "idle" | "compressing" | "uploading";

/** A file input's look, beside its preview. */
export const FILE_INPUT_CLASS =
  "file:bg-secondary file:text-secondary-foreground text-sm file:me-3 file:rounded-md file:border-0 file:px-3 file:py-1.5";

/** Under a file input: what the upload is doing (and that a submit waits for it), or the hint while it waits. */
export function UploadNote(props: { status: UploadStatus; hint: React.ReactNode; held?: boolean }) {
  const t = useT();
  return (
    <p className="text-muted-foreground text-xs" aria-live="polite">
      {props.held && props.status !== "idle"
        ? t("kit.upload.submitHeld")
        : props.status === "compressing"
          ? t("kit.upload.compressing")
          : props.status === "uploading"
            ? t("kit.upload.uploading")
            : props.hint}
    </p>
  );
}
export type KitUploadOutcome =
  { ref: string } | { error?: "typesAll" | "typesBasic" | "tooLarge" | "forbidden"; failure?: string };

/**
 * One image through /kit/upload (the server checks it again by content): compressed first above
 * 7340032 bytes (spec §5). `onStatus` follows the steps. A network failure is `{ failure: undefined }`.
 * The answer is the file's reference (ADR 030); the page shows it through /files/<ref>.
 */
export async function uploadThroughKit(
  file: File,
  variant: ImageVariant,
  purpose: FilePurpose,
  onStatus: (status: UploadStatus) => void = () => {},
): Promise<KitUploadOutcome> {
  try {
    let body: Blob = file;
    if (needsCompression(file.size)) {
      onStatus("compressing");
      body = await compress(file);
    }
    onStatus("uploading");
    const form = new FormData();
    form.append("file", body, body === file ? file.name : file.name.replace(/\.\w+$/, "") + ".jpg");
    form.append("variant", variant);
    form.append("purpose", purpose);
    const response = await fetch("/kit/upload", {
      method: "POST",
      body: form,
      headers: { accept: "application/json" },
    });
    const answer = (await response.json().catch(() => ({}))) as { ref?: string } & Exclude<
      KitUploadOutcome,
      { ref: string }
    >;
    return answer.ref ? { ref: answer.ref } : { error: answer.error, failure: answer.failure };
  } catch {
    return {};
  }
}

/**
 * While a file of `field`'s form is being compressed or uploaded, a submit of that form waits and
 * is sent once the upload is over (the form then carries the file's reference, or the server says
 * it is missing): a quick click on 提交 never sends the form without the file just chosen.
 * Whether a submit is waiting.
 */
export function useSubmitAfterUpload(field: React.RefObject<HTMLElement | null>, status: UploadStatus): boolean {
  const busy = status !== "idle";
  const [held, setHeld] = useState(false);
  useEffect(() => {
    const element = field.current;
    const form = element?.closest("form");
    if (!element || !form || !busy) return;
    // The button that sent the held submit (null: Enter in a field); undefined: none held.
    let submitter: HTMLElement | null | undefined;
    const hold = (event: SubmitEvent) => {
      // Before the router's handler (React listens at the root): it never sees this submit.
      event.preventDefault();
      event.stopPropagation();
      submitter = event.submitter;
      setHeld(true);
    };
    form.addEventListener("submit", hold);
    return () => {
      form.removeEventListener("submit", hold);
      if (submitter === undefined) return;
      setHeld(false);
      // The upload is over and its value rendered; a field no longer on the page sends nothing.
      if (element.isConnected) form.requestSubmit(submitter ?? undefined);
    };
  }, [field, busy]);
  return held;
}

/**
 * An image field: the browser checks type and size with the spec's messages, compresses above
 * 7340032 bytes, uploads through /kit/upload (the server checks again by content) and keeps the
 * returned reference as the form value, previewed through /files/<ref>. Without JavaScript the file goes with the form (multipart)
 * as `<name>$file` and the action uploads it.
 */
export function ImageUpload(props: Props) {
  const t = useT();
  const hydrated = useHydrated();
  const [value, setValue] = useState(props.defaultValue);
  const src = imageSrc(value);
  const [status, setStatus] = useState<UploadStatus>("idle");
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const held = useSubmitAfterUpload(input, status);

  const onChange = async (event: React.ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    const broken = imageRuleError(file, props.variant);
    if (broken) return setError(t(`kit.upload.${broken}`));
    setError(null);
    const outcome = await uploadThroughKit(file, props.variant, props.purpose, setStatus);
    setStatus("idle");
    if ("ref" in outcome) setValue(outcome.ref);
    else setError(outcome.error ? t(`kit.upload.${outcome.error}`) : (outcome.failure ?? t("kit.upload.failed")));
  };

  const hint = props.variant === "all" ? t("kit.upload.hintAll") : t("kit.upload.hintBasic");
  return (
    <div className="grid gap-2" data-image-field={props.name}>
      <input type="hidden" name={props.name} value={value} disabled={props.disabled} />
      <div className="flex flex-wrap items-center gap-3">
        <div className="bg-muted flex size-20 items-center justify-center overflow-hidden rounded-md border">
          {src ? (
            <img src={src} alt={t("kit.upload.preview")} className="size-full object-contain" />
          ) : (
            <ImageIcon className="text-muted-foreground size-6" aria-hidden />
          )}
        </div>
        <div className="grid gap-1.5">
          <input
            ref={input}
            id={props.id}
            type="file"
            accept={VARIANT_ACCEPT[props.variant]}
            name={hydrated ? undefined : `${props.name}$file`}
            disabled={props.disabled || status !== "idle"}
            onChange={hydrated ? (event) => void onChange(event) : undefined}
            aria-invalid={props["aria-invalid"] || Boolean(error) || undefined}
            aria-describedby={props["aria-describedby"]}
            className={FILE_INPUT_CLASS}
          />
          <UploadNote status={status} hint={hint} held={held} />
        </div>
        {value && hydrated && !props.disabled ? (
          <button
            type="button"
            onClick={() => setValue("")}
            className="text-muted-foreground hover:text-destructive inline-flex items-center gap-1 text-sm"
          >
            <Trash2Icon className="size-4" aria-hidden />
            {t("kit.upload.remove")}
          </button>
        ) : null}
      </div>
      {error ? (
        <p className="text-destructive text-sm" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
