// Types of push-demo-keys.mjs for the tests that make their own key pairs with it.
export const DEMO_PUSH_SUBJECT: string;
export function makePushDemoKeys(subject?: string): {
  WEB_PUSH_PUBLIC_KEY: string;
  WEB_PUSH_PRIVATE_KEY: string;
  WEB_PUSH_SUBJECT: string;
};
