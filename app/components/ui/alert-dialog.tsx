import * as React from "react";
import { AlertDialog as AlertDialogPrimitive } from "radix-ui";

import { cn } from "~/lib/utils";
import { buttonVariants } from "~/components/ui/button";
import { slotted } from "~/components/ui/slotted";

const AlertDialog = AlertDialogPrimitive.Root;

const AlertDialogOverlay = slotted(
  AlertDialogPrimitive.Overlay,
  "alert-dialog-overlay",
  "fixed inset-0 z-50 bg-black/50 data-[state=open]:animate-fade-in data-[state=closed]:animate-fade-out",
);

function AlertDialogContent({ className, ...props }: React.ComponentProps<typeof AlertDialogPrimitive.Content>) {
  return (
    <AlertDialogPrimitive.Portal>
      <AlertDialogOverlay />
      <AlertDialogPrimitive.Content
        data-slot="alert-dialog-content"
        className={cn(
          "fixed top-[50%] left-[50%] z-50 grid w-full max-w-[calc(100%-2rem)] translate-x-[-50%] translate-y-[-50%] gap-4 rounded-lg border bg-background p-6 shadow-lg sm:max-w-lg",
          "data-[state=open]:animate-fade-in data-[state=closed]:animate-fade-out",
          className,
        )}
        {...props}
      />
    </AlertDialogPrimitive.Portal>
  );
}

const AlertDialogHeader = slotted("div", "alert-dialog-header", "flex flex-col gap-2 text-center sm:text-left");
const AlertDialogFooter = slotted(
  "div",
  "alert-dialog-footer",
  "flex flex-col-reverse gap-2 sm:flex-row sm:justify-end",
);
const AlertDialogTitle = slotted(AlertDialogPrimitive.Title, "alert-dialog-title", "text-lg font-semibold");
const AlertDialogDescription = slotted(
  AlertDialogPrimitive.Description,
  "alert-dialog-description",
  "text-sm text-muted-foreground",
);
const AlertDialogAction = slotted(AlertDialogPrimitive.Action, "alert-dialog-action", buttonVariants());
const AlertDialogCancel = slotted(
  AlertDialogPrimitive.Cancel,
  "alert-dialog-cancel",
  buttonVariants({ variant: "outline" }),
);

export {
  AlertDialog,
  AlertDialogContent,
  AlertDialogHeader,
  AlertDialogFooter,
  AlertDialogTitle,
  AlertDialogDescription,
  AlertDialogAction,
  AlertDialogCancel,
};
