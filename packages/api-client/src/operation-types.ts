import type { paths } from './schema';

export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** The document's paths that have an operation for `M`. */
export type PathsWith<M extends Method> = { [P in keyof paths]: paths[P] extends { [K in M]: object } ? P : never }[keyof paths];

export type Operation<P extends keyof paths, M extends Method> = paths[P] extends { [K in M]: infer O } ? O : never;

/** `value` of the OK envelope an operation answers with. */
export type OkValue<O> = O extends { responses: { 200: { content: { 'application/json': { value: infer V } } } } } ? V : never;

type ParametersOf<O> = O extends { parameters: infer P } ? Pick<P, 'path' & keyof P> & Pick<P, 'query' & keyof P> : object;

type ParamsPart<O> = object extends ParametersOf<O> ? { params?: ParametersOf<O> } : { params: ParametersOf<O> };

// openapi-typescript writes an operation without a body as `requestBody?: never`.
type BodyPart<O> = O extends { requestBody: { content: { 'application/json': infer B } } }
  ? { body: B }
  : O extends { requestBody?: never }
    ? { body?: never }
    : O extends { requestBody?: { content: { 'application/json': infer B } } }
      ? { body?: B }
      : { body?: never };

/** Path and query parameters and the JSON body, as the document types them for the operation. */
type RequestParts<O> = ParamsPart<O> & BodyPart<O>;

export type CallOptions<O> = RequestParts<O> & {
  signal?: AbortSignal;
  /** Checks or reshapes `value` (a contract schema's parse); what it throws fails the call as BAD_RESPONSE. */
  parse?: (value: OkValue<O>) => unknown;
  /** Send the body sealed for the server (an E-call): the client's `sealBody` encrypts it. */
  sealed?: boolean;
  /** A multipart body (an upload) instead of JSON; the document does not describe such bodies. */
  form?: FormData;
};

/** The options an operation takes; they may be left out when it has no required parameter or body. */
type OptionsOf<O> = object extends RequestParts<O> ? CallOptions<O> | undefined : CallOptions<O>;

type OptionsArg<I> = undefined extends I ? [options?: I] : [options: I];

/** What the call resolves to: the envelope's `value`, or what `parse` made of it. */
export type CallResult<O, I> = I extends { parse: (value: never) => infer R } ? R : OkValue<O>;

type CallMethod<M extends Method> = <P extends PathsWith<M>, I extends OptionsOf<Operation<P, M>>>(
  path: P,
  ...options: OptionsArg<I>
) => Promise<CallResult<Operation<P, M>, I>>;

/** The options of a binary GET: path and query parameters, and the abort signal. */
export type BlobOptions<O> = ParamsPart<O> & { signal?: AbortSignal };

type BlobOptionsOf<O> = object extends ParamsPart<O> ? BlobOptions<O> | undefined : BlobOptions<O>;

/** A binary answer: the bytes, and the headers that name them (Content-Type, Content-Disposition). */
export type BlobAnswer = { blob: Blob; headers: Headers };

type BlobMethod = <P extends PathsWith<'get'>, I extends BlobOptionsOf<Operation<P, 'get'>>>(path: P, ...options: OptionsArg<I>) => Promise<BlobAnswer>;

/**
 * One method per HTTP verb, typed by the document's paths, parameters, bodies and answers; and
 * `blob`, a GET whose successful answer is the bytes themselves (an image, a CSV), not an envelope.
 */
export type ApiClient = { [M in Method]: CallMethod<M> } & { blob: BlobMethod };
