/**
 * A press of the main button with no modifier key that nothing has handled yet: the click a page
 * may take over from a link. With Ctrl, ⌘, Shift or Alt the browser's own way stands (a new tab or
 * window, a download).
 */
export function isPlainClick(event: React.MouseEvent): boolean {
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    !event.metaKey &&
    !event.altKey &&
    !event.ctrlKey &&
    !event.shiftKey
  );
}
