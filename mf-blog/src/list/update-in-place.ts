// Another state's HTML put into a part of the list by changing what differs, not by replacing the
// part's content: the elements both have stay (the box just ticked keeps the focus), so the browser
// need not move the focus, nor lay the page out to do so, before the change is painted.

/** What makes two elements the same control: a box, a badge or a button is matched by these, not by its place. */
const IDENTITY = ['name', 'value', 'data-value', 'data-remove-filter', 'id'] as const;

function isSameNode(current: Node, next: Node): boolean {
  if (current.nodeType !== next.nodeType) return false;
  if (!(current instanceof Element) || !(next instanceof Element)) return true;
  return current.tagName === next.tagName && IDENTITY.every((name) => current.getAttribute(name) === next.getAttribute(name));
}

function updateAttributes(current: Element, next: Element) {
  for (const { name } of Array.from(current.attributes)) if (!next.hasAttribute(name)) current.removeAttribute(name);
  for (const { name, value } of Array.from(next.attributes)) if (current.getAttribute(name) !== value) current.setAttribute(name, value);
}

function updateChildren(target: Element, source: Element) {
  let current = target.firstChild;
  for (const next of Array.from(source.childNodes)) {
    if (current && isSameNode(current, next)) {
      // Most of a part is the same from state to state: compared by the browser, whole, and left alone.
      if (current instanceof Element && !current.isEqualNode(next)) {
        updateAttributes(current, next as Element);
        updateChildren(current, next as Element);
      } else if (!(current instanceof Element) && current.nodeValue !== next.nodeValue) current.nodeValue = next.nodeValue;
      current = current.nextSibling;
    } else target.insertBefore(target.ownerDocument.importNode(next, true), current);
  }
  while (current) {
    const after: ChildNode | null = current.nextSibling;
    current.remove();
    current = after;
  }
}

/** Makes the children of `target` those of `source` (an element of another document), keeping the nodes they share. */
export function updateInPlace(target: Element, source: Element) {
  updateChildren(target, source);
  showServerTicks(target);
}

/** A box the visitor ticked no longer follows its attribute: the boxes in `root` show what the server says. */
export function showServerTicks(root: Element) {
  for (const box of root.querySelectorAll('input'))
    if (box.type === 'checkbox' && box.checked !== box.defaultChecked) box.checked = box.defaultChecked;
}
