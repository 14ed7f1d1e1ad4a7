// Types of push-fanout-bundle.mjs for the fan-out test that bundles the push server with it.
export function bundlePushServer(): Promise<string>;
