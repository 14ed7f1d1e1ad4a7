// jsdom has <dialog> but not showModal/close nor Escape → cancel; this stands in for the browser's
// behaviour closely enough for component tests (Playwright covers the real thing).
const proto = typeof HTMLDialogElement === 'undefined' ? undefined : HTMLDialogElement.prototype;

if (proto && typeof proto.showModal !== 'function') {
  const openDialogs: HTMLDialogElement[] = [];
  proto.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
    openDialogs.push(this);
  };
  proto.show = proto.showModal;
  proto.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    openDialogs.splice(openDialogs.indexOf(this), 1);
    this.dispatchEvent(new Event('close'));
  };
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return;
    const top = openDialogs[openDialogs.length - 1];
    if (!top) return;
    const cancel = new Event('cancel', { cancelable: true });
    if (top.dispatchEvent(cancel)) top.close();
  });
}
