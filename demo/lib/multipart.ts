import { Busboy } from '@fastify/busboy';
import { createWriteStream, rmSync, type WriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import type { IncomingHttpHeaders } from 'node:http';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { randomToken } from './crypto';

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
  /** Bytes of one file; a longer one is cut there and marked `truncated` (only with uploads). */
  fileSize?: number;
  /** Bytes of all text fields together, when the body may be much larger (uploads): they are held in memory. */
  fieldsTotal?: number;
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

/** A file part written to disk: its name there is a random id, never the name the client sent. */
export interface UploadedFile {
  /** The form field it came in. */
  field: string;
  /** Random, URL-safe; the file's name in the upload directory. */
  id: string;
  path: string;
  /** The client's file name, for display only (its last path segment, at most 255 characters). */
  name: string;
  /** The client's Content-Type, for display only. */
  type: string;
  /** Bytes kept; a truncated file is deleted and this is where it was cut. */
  size: number;
  /** It passed `limits.fileSize`: cut there, and deleted from disk. */
  truncated: boolean;
}

/** Where file parts go; without it, any file part refuses the body (`upload`). */
export interface UploadOptions {
  /** An existing directory outside anything the server serves. */
  dir: string;
}

export interface MultipartBody {
  fields: FormFields;
  files: UploadedFile[];
  /** Fields cut at `limits.fieldSize` (kept cut) instead of refusing the body; only with uploads. */
  truncatedFields: string[];
}

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
  return readMultipart(payload, headers, limits).then((body) => body.fields);
}

/** The last segment of a client's file name (browsers send the bare name; old IE sent a path). */
const baseName = (name: string): string => (name.split(/[\\/]/).pop() ?? '').slice(0, 255);

/**
 * A `multipart/form-data` body as it streams in: its text fields as `readMultipartFields` gives
 * them, and, with `uploads`, its files streamed to disk under random names (never held in memory
 * whole). With uploads, a file past `limits.fileSize` is cut, deleted and marked `truncated`, and
 * a field past `limits.fieldSize` is kept cut and listed in `truncatedFields`: the caller answers
 * which field was too large. A refused body leaves no file behind: the promise rejects only once
 * they are removed, so an answer sent then finds nothing on disk.
 *
 * @example const { fields, files } = await readMultipart(request.raw, request.headers, FORM_LIMITS, { dir });
 */
export function readMultipart(
  payload: Readable,
  headers: IncomingHttpHeaders,
  limits: Readonly<MultipartLimits> = MULTIPART_LIMITS,
  uploads?: UploadOptions,
): Promise<MultipartBody> {
  return new Promise((resolve, reject) => {
    const fields: FormFields = Object.create(null) as FormFields;
    const files: UploadedFile[] = [];
    const truncatedFields: string[] = [];
    const writing: Promise<void>[] = [];
    const open = new Map<UploadedFile, WriteStream>();
    let settled = false;
    let writeFailed = false;
    let received = 0;
    let fieldBytes = 0;
    // Every file of a refused body, gone from disk before the refusal is answered: once the client
    // has the answer, nothing of its body is left. A stream still writing (or still opening, which
    // would create its file after an rm) is closed first.
    const removeFiles = (): Promise<unknown> =>
      Promise.all(
        files.map(async (file) => {
          const out = open.get(file);
          if (out && !out.closed) await new Promise<void>((closed) => out.once('close', () => closed()).destroy());
          await rm(file.path, { force: true });
        }),
      );
    const refuse = (error: MultipartError): void => {
      void removeFiles()
        .catch(() => undefined)
        .then(() => reject(error));
    };
    const finish = (error: MultipartError | null): void => {
      if (settled) return;
      settled = true;
      payload.off('data', count);
      if (error) {
        // The rest of the body is left unread; Node discards it once the error page is sent.
        payload.unpipe();
        refuse(error);
      } else {
        void Promise.all(writing).then(() => (writeFailed ? refuse(new MultipartError(400, 'malformed')) : resolve({ fields, files, truncatedFields })));
      }
    };
    const count = (chunk: Buffer): void => {
      received += chunk.length;
      if (received > limits.body) finish(new MultipartError(413, 'too_large'));
    };

    if (Number(headers['content-length'] ?? 0) > limits.body) return finish(new MultipartError(413, 'too_large'));
    let parser;
    try {
      // Without uploads, busboy refuses files by its `files: 0` limit ('filesLimit').
      parser = Busboy({ headers: headers as IncomingHttpHeaders & { 'content-type': string }, limits: uploads ? limits : { ...limits, files: 0 } });
    } catch {
      return finish(new MultipartError(400, 'malformed'));
    }
    parser.on('field', (name, value, _nameTruncated, valueTruncated) => {
      if (Buffer.byteLength(name) > limits.fieldNameSize || (valueTruncated && !uploads)) return finish(new MultipartError(413, 'field_too_large'));
      fieldBytes += Buffer.byteLength(value);
      if (limits.fieldsTotal !== undefined && fieldBytes > limits.fieldsTotal) return finish(new MultipartError(413, 'too_large'));
      if (valueTruncated) truncatedFields.push(name);
      const previous = fields[name];
      fields[name] = previous === undefined ? value : [...(Array.isArray(previous) ? previous : [previous]), value];
    });
    parser.on('file', (name, stream, filename, _encoding, mimeType) => {
      if (!uploads || settled || Buffer.byteLength(name) > limits.fieldNameSize) {
        stream.resume();
        if (!uploads) finish(new MultipartError(413, 'upload'));
        else if (!settled) finish(new MultipartError(413, 'field_too_large'));
        return;
      }
      const id = randomToken(18);
      const file: UploadedFile = { field: name, id, path: join(uploads.dir, id), name: baseName(filename), type: mimeType.slice(0, 100), size: 0, truncated: false };
      files.push(file);
      // 'wx': a fresh file, never one that exists; readable by the server's user only.
      const out = createWriteStream(file.path, { flags: 'wx', mode: 0o600 });
      open.set(file, out);
      stream.on('data', (chunk: Buffer) => {
        file.size += chunk.length;
      });
      stream.on('limit', () => {
        file.truncated = true;
      });
      writing.push(
        pipeline(stream, out).then(
          () => {
            open.delete(file);
            if (file.truncated) rmSync(file.path, { force: true });
          },
          // A refused body destroys its open files; a disk error refuses the body.
          () => {
            writeFailed = true;
          },
        ),
      );
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
