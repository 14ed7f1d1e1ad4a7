/** Whether the browser says it is online. Unknown (no navigator: the server's render) counts as online. */
export const isOnline = (): boolean => typeof navigator === 'undefined' || navigator.onLine !== false;
