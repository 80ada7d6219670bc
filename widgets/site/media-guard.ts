/**
 * Spec §5: no right-click menu and no dragging on pictures and videos, except where they are (inside) a link, whose
 * menu stays (open in a new tab). One listener each on the document, so pictures added later are covered too.
 */
export function guardMedia(root: Document = document): void {
  const refuse = (event: Event) => {
    const target = event.target;
    if (target instanceof Element && target.matches('img, video') && !target.closest('a')) event.preventDefault();
  };
  root.addEventListener('contextmenu', refuse);
  root.addEventListener('dragstart', refuse);
}
