/**
 * A stand-in for Chrome's page translator, for unit and Playwright tests: every text node (now, and each
 * one the page adds later) is replaced by `<font><font>{prefix}{text}</font></font>`, as Google Translate
 * does. React is left holding the detached originals. Self-contained, so Playwright can run it in the page
 * (`page.evaluate(startPageTranslator, 'EN ')`). Returns a function that stops it.
 */
export function startPageTranslator(prefix: string): () => void {
  const skip = /^(SCRIPT|STYLE|NOSCRIPT|TEXTAREA|TITLE|FONT)$/;
  const translate = (text: Node) => {
    const parent = text.parentNode;
    if (!parent || !text.nodeValue?.trim() || skip.test(parent.nodeName)) return;
    const outer = document.createElement('font');
    const inner = outer.appendChild(document.createElement('font'));
    inner.textContent = prefix + text.nodeValue;
    parent.replaceChild(outer, text);
  };
  const translateAll = (root: Node) => {
    if (root.nodeType === Node.TEXT_NODE) return translate(root);
    if (root.nodeName === 'FONT') return;
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    const texts: Node[] = [];
    while (walker.nextNode()) texts.push(walker.currentNode);
    texts.forEach(translate);
  };
  translateAll(document.body);
  const observer = new MutationObserver((changes) => {
    for (const change of changes) {
      if (change.type === 'characterData') translate(change.target);
      change.addedNodes.forEach(translateAll);
    }
  });
  observer.observe(document.body, { childList: true, characterData: true, subtree: true });
  return () => observer.disconnect();
}
