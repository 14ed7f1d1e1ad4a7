/**
 * A link that loads its page as a new document. Filtered lists (/blog?tags=…, /browse/category?brand=…)
 * are rewritten on the server to per-request pages while the same paths without a query stay cached;
 * the client router would reuse the cached page for them, so these links skip it. Offline, a document
 * load is what the service worker answers from the device.
 */
export function DocumentLink(props: React.AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  return <a {...props} />;
}
