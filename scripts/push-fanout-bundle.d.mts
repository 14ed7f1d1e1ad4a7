// Types of push-fanout-bundle.mjs for `npm run bench:push`, which bundles the push server with it.
export function bundlePushServer(): Promise<string>;
