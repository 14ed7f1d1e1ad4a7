/**
 * The portal is in Indonesian, and a phone set to another language offers to translate it (Chrome's and
 * Edge's translators, some extensions). A translator swaps each text node for its own `<font>` elements
 * and leaves React holding the old, detached nodes. React's next removal of such a node, or insertion in
 * front of one, then throws NotFoundError, and the whole page falls to the error screen: a member could
 * not even sign in (facebook/react#11538, open since 2017).
 *
 * The portal's own components keep text that changes in one string per element (eslint's
 * `portal/one-text-run`), so React updates it in place. This guard is for what that cannot cover (a
 * library's markup, a translator that goes further): where the node React names has left the parent, a
 * removal takes it from wherever it is now (or is done already) and an insertion appends rather than
 * throws. The page keeps working; at worst a new element lands later in its parent than planned.
 */
export function guardAgainstPageTranslation(): void {
  if (guarded) return;
  guarded = true;
  const proto = Node.prototype;
  const removeChild = proto.removeChild;
  const insertBefore = proto.insertBefore;
  proto.removeChild = function <T extends Node>(this: Node, child: T): T {
    if (child.parentNode === this) return removeChild.call(this, child) as T;
    child.parentNode?.removeChild(child);
    return child;
  };
  proto.insertBefore = function <T extends Node>(this: Node, node: T, reference: Node | null): T {
    const before = reference && reference.parentNode !== this ? null : reference;
    return insertBefore.call(this, node, before) as T;
  };
}

let guarded = false;
