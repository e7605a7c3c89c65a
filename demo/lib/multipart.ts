import { Busboy } from '@fastify/busboy';
import type { IncomingHttpHeaders } from 'node:http';
import type { Readable } from 'node:stream';

/** Limits of a multipart body, in busboy's terms plus `body`, the whole body's bytes. */
export interface MultipartLimits {
  body: number;
  fieldSize: number;
  fieldNameSize: number;
  headerSize: number;
  fields: number;
  parts: number;
  headerPairs: number;
  files: number;
}

/**
 * What a shop form may send as `multipart/form-data`. WooCommerce's product forms use that
 * encoding, so a no-JS add to cart arrives as multipart; the largest real field is the contact
 * form's message. The shop takes no uploads.
 */
export const MULTIPART_LIMITS: Readonly<MultipartLimits> = {
  /** Bytes of the whole body (Fastify's own limit for the other content types). */
  body: 1024 * 1024,
  /** Bytes of one field's value: a contact message of many pages. */
  fieldSize: 64 * 1024,
  /** Bytes of one field's name (busboy does not check it for multipart: we do). */
  fieldNameSize: 200,
  /** Bytes of one part's headers; busboy drops what is past it. */
  headerSize: 2048,
  /** Fields, and parts of any kind: a cart of many lines posts two fields a line. */
  fields: 500,
  parts: 500,
  /** Header lines of one part (Content-Disposition and Content-Type are all a form sends). */
  headerPairs: 10,
  files: 0,
};

/** Why a multipart body was refused; `statusCode` is what the error handler answers. */
export class MultipartError extends Error {
  constructor(
    readonly statusCode: 400 | 413,
    readonly reason: 'too_large' | 'field_too_large' | 'too_many_fields' | 'upload' | 'malformed',
  ) {
    super(`multipart/form-data refused: ${reason}`);
  }
}

export type FormFields = Record<string, string | string[]>;

/**
 * The text fields of a `multipart/form-data` body, read as it streams in with busboy, as the
 * urlencoded parser gives them: a string per field, an array for a repeated one. Rejects with a
 * MultipartError (413 or 400) as soon as the body passes a limit, a part is a file, or the
 * body is not valid multipart.
 *
 * @example app.addContentTypeParser('multipart/form-data', (req, payload, done) =>
 *   readMultipartFields(payload, req.headers).then((body) => done(null, body), done))
 */
export function readMultipartFields(
  payload: Readable,
  headers: IncomingHttpHeaders,
  limits: Readonly<MultipartLimits> = MULTIPART_LIMITS,
): Promise<FormFields> {
  return new Promise((resolve, reject) => {
    const fields: FormFields = Object.create(null) as FormFields;
    let settled = false;
    let received = 0;
    const finish = (error: MultipartError | null): void => {
      if (settled) return;
      settled = true;
      payload.off('data', count);
      if (error) {
        // The rest of the body is left unread; Node discards it once the error page is sent.
        payload.unpipe();
        reject(error);
      } else {
        resolve(fields);
      }
    };
    const count = (chunk: Buffer): void => {
      received += chunk.length;
      if (received > limits.body) finish(new MultipartError(413, 'too_large'));
    };

    if (Number(headers['content-length'] ?? 0) > limits.body) return finish(new MultipartError(413, 'too_large'));
    let parser;
    try {
      parser = Busboy({ headers: headers as IncomingHttpHeaders & { 'content-type': string }, limits });
    } catch {
      return finish(new MultipartError(400, 'malformed'));
    }
    parser.on('field', (name, value, _nameTruncated, valueTruncated) => {
      if (valueTruncated || Buffer.byteLength(name) > limits.fieldNameSize) return finish(new MultipartError(413, 'field_too_large'));
      const previous = fields[name];
      fields[name] = previous === undefined ? value : [...(Array.isArray(previous) ? previous : [previous]), value];
    });
    parser.on('fieldsLimit', () => finish(new MultipartError(413, 'too_many_fields')));
    parser.on('partsLimit', () => finish(new MultipartError(413, 'too_many_fields')));
    parser.on('filesLimit', () => finish(new MultipartError(413, 'upload')));
    parser.on('error', () => finish(new MultipartError(400, 'malformed')));
    parser.on('finish', () => finish(null));
    payload.on('data', count);
    payload.on('error', () => finish(new MultipartError(400, 'malformed')));
    payload.pipe(parser);
  });
}
