import { useId } from "react";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { cn } from "~/lib/utils";

type FieldProps = React.ComponentProps<typeof Input> & {
  label: string;
  /** The translated error, if any. */
  error?: string | null;
  /** Rendered beside the input (a captcha image, a send-code button). */
  addon?: React.ReactNode;
};

/** A labelled input whose error is announced and tied to it with aria-describedby. */
export function Field({ label, error, addon, id, className, ...input }: FieldProps) {
  const fallbackId = useId();
  const inputId = id ?? fallbackId;
  const errorId = `${inputId}-error`;
  return (
    <div className={cn("grid gap-1.5", className)}>
      <Label htmlFor={inputId}>{label}</Label>
      <div className="flex items-center gap-2">
        <Input
          id={inputId}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          {...input}
        />
        {addon}
      </div>
      {error ? (
        <p id={errorId} className="text-destructive text-sm" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
