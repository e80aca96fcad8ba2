import * as React from "react";

import { cn } from "~/lib/utils";

/**
 * A part of a shadcn component that is only an element with its `data-slot` and base classes
 * (a card's header, a dialog's footer, …): one definition for all of them. A caller's className
 * comes after the base classes.
 */
export function slotted<C extends React.ElementType>(component: C, slot: string, base: string) {
  const Element = component as React.ElementType;
  function Part({ className, ...props }: React.ComponentProps<C>) {
    return <Element data-slot={slot} className={cn(base, className as string)} {...props} />;
  }
  Part.displayName = slot;
  return Part;
}
