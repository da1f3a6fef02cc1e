/**
 * Query parameters whose values are credentials or one-time codes: a launch or deep link's `token`,
 * verification `code`s, reset keys, signatures. Request logs keep the parameter, never its value.
 */
const secretParameter = /token|code|pass|secret|key|sig|otp|nonce|auth|session|ticket/i;

/** The request URL as a log line may carry it: path as is, the values of secret-looking parameters replaced. */
export const logSafeUrl = (url: string): string => {
  const mark = url.indexOf('?');
  if (mark < 0) return url;
  const query = url
    .slice(mark + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      const name = equals < 0 ? pair : pair.slice(0, equals);
      let decoded = name;
      try {
        decoded = decodeURIComponent(name.replace(/\+/g, ' '));
      } catch {
        // A name that does not decode is still checked as sent.
      }
      return equals >= 0 && secretParameter.test(decoded) ? `${name}=[redacted]` : pair;
    })
    .join('&');
  return `${url.slice(0, mark)}?${query}`;
};
