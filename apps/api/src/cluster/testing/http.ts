/** One HTTP answer from an instance: status, JSON body (null when not JSON) and headers. */
export type JsonAnswer = {
  status: number;
  body: { code?: string; value?: unknown; details?: Record<string, unknown> } & Record<string, unknown>;
  headers: Headers;
};

/** fetch with a JSON body and answer; a call that gets no answer rejects, as fetch does. */
export const callJson = async (url: string, init: { method?: string; headers?: Record<string, string>; body?: unknown } = {}): Promise<JsonAnswer> => {
  const res = await fetch(url, {
    method: init.method ?? 'GET',
    headers: { ...(init.body === undefined ? {} : { 'content-type': 'application/json' }), ...init.headers },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
    signal: AbortSignal.timeout(15_000),
  });
  const text = await res.text();
  let body: JsonAnswer['body'];
  try {
    body = JSON.parse(text) as JsonAnswer['body'];
  } catch {
    body = { text };
  }
  return { status: res.status, body, headers: res.headers };
};

/** `status CODE` of an error answer, or `200` alone (an OK envelope's code is "0"): the short form assertions compare. */
export const outcomeOf = (answer: JsonAnswer): string => (answer.status === 200 ? '200' : `${answer.status} ${answer.body.code ?? ''}`.trim());
