/**
 * What no log line may carry: a token, a one-time code, a phone number, a name. The portal's own lines
 * never put them in; this is the backstop for a line written by anything else (an error's message from
 * a library, a URL with a query), applied to every line the server logs in production.
 *
 * Pure: tested in Node (tests/unit/observability.test.ts).
 */

export const REDACTED = '[redacted]';

/** Fields of a structured line whose value is never logged. */
export const SECRET_FIELDS = ['token', 'authorization', 'otp_code', 'otp', 'mobile', 'phone', 'address', 'name', 'cookie', 'secret'];

const RULES: [RegExp, string][] = [
  // An Authorization header's value, whatever its scheme.
  [/\b(Jwt|Bearer|Basic)\s+[^\s"',;]+/gi, `$1 ${REDACTED}`],
  // key=value and "key": "value" of a secret field (a query, a JSON body, a header line).
  [
    /\b((?:[\w-]*token|authorization|otp_code|otp|mobile|phone|address|name|cookie|secret)["']?\s*[:=]\s*["']?)([^"'&\s,;}]+)/gi,
    `$1${REDACTED}`,
  ],
  // The session cookie's name with its value.
  [/(__goapp_token|_authToken)=[^;\s]+/g, `$1=${REDACTED}`],
  // A phone number (081234567890, +62 812-3456-7890) or a one-time code: six digits or more in a row.
  [/\+\d[\d -]{7,}\d|\b\d{6,}\b/g, REDACTED],
  // A JWT or a long opaque token.
  [/\beyJ[\w-]+\.[\w-]+\.[\w-]*/g, REDACTED],
];

/** `text` with every token, code and phone number it holds replaced by `[redacted]`. */
export function redact(text: string): string {
  let out = text;
  for (const [pattern, replacement] of RULES) out = out.replace(pattern, replacement);
  return out;
}
