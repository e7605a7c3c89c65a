/**
 * What the forms routes share, opened once per server: the forms served, the submissions store,
 * the upload directory and limits, the submission throttle and the test captcha.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { MAX_FILE_SIZE } from '../../src/forms/rules/validate';
import type { Db } from '../db/index';
import { MULTIPART_LIMITS, type MultipartLimits } from '../lib/multipart';
import { Throttle, type ThrottleRule } from '../lib/throttle';
import { TestCaptcha } from './captcha';
import { EmbedScript } from './embed-script';
import { FormRegistry, type RegisteredForm } from './registry';
import { Submissions } from './submissions';

/** A burst: more than 5 submissions of one form from one IP within a minute get 429. */
export const SUBMIT_THROTTLE: ThrottleRule = { limit: 5, windowMs: 60_000 };
/** Files one submission may carry. */
export const MAX_FILES = 10;

export interface FormsOptions {
  /** Bytes of one uploaded file (spec §9: 100 MB); tests use less. */
  maxFileSize?: number;
  /** Submissions per IP and form in a window (SUBMIT_THROTTLE). */
  submitThrottle?: ThrottleRule;
}

export interface FormsBackend {
  registry: FormRegistry;
  submissions: Submissions;
  captcha: TestCaptcha;
  throttle: Throttle;
  embedScript: EmbedScript;
  /** Outside every served directory (`<dataDir>/form-uploads`). */
  uploadDir: string;
  maxFileSize: number;
  /** Limits of a submission's multipart body: large files, text fields past the 65536-character rule. */
  limits: Readonly<MultipartLimits>;
  /** `/forms/test-captcha.js`. */
  captchaScript: string;
  /** `/forms/v2-legacy.js`: the stand-in for HubSpot's older embed script (older-embed.js). */
  olderEmbedScript: string;
  /** The script of the page a submission answers into its target frame (frame-result.js). */
  frameResultScript: string;
  /** The `.json.gz` static copy of a form (stamped with its write date, as HubSpot's are). */
  staticCopy(form: RegisteredForm): Buffer;
}

const HERE = dirname(fileURLToPath(import.meta.url));

/** Adds `definitionS3WriteDate` to a definition's metaData, in whichever shape it came. */
function stamped(text: string, writtenAt: number): string {
  const raw = JSON.parse(text) as unknown;
  const wrapper = Array.isArray(raw) ? raw[0] : ((raw as { data?: unknown[] }).data?.[0] ?? raw);
  const form = ((wrapper as { form?: object }).form ?? wrapper) as { metaData?: unknown };
  form.metaData = [...(Array.isArray(form.metaData) ? form.metaData : []), { name: 'definitionS3WriteDate', value: String(writtenAt) }];
  return JSON.stringify(raw);
}

export interface FormsSetup extends FormsOptions {
  db: Db;
  /** The shop's HMAC key (captcha tokens are signed with a key derived from it). */
  secret: string;
  dataDir: string;
  /** The build manifest and its directory, where the standalone embed's entry appears. */
  manifestPath: string;
  distDir: string;
}

export function createFormsBackend({ db, secret, dataDir, manifestPath, distDir, ...options }: FormsSetup): FormsBackend {
  const uploadDir = join(dataDir, 'form-uploads');
  mkdirSync(uploadDir, { recursive: true, mode: 0o700 });
  const maxFileSize = options.maxFileSize ?? MAX_FILE_SIZE;
  const registry = new FormRegistry();
  const copies = new Map<RegisteredForm, Buffer>();
  const writtenAt = Date.now();
  return {
    registry,
    submissions: new Submissions(db),
    captcha: new TestCaptcha(secret),
    throttle: new Throttle({ submit: options.submitThrottle ?? SUBMIT_THROTTLE }),
    embedScript: new EmbedScript(manifestPath, distDir),
    uploadDir,
    maxFileSize,
    limits: {
      ...MULTIPART_LIMITS,
      // Text of 65536 characters is up to 256 KB of UTF-8; a field past this is cut and answered
      // INPUT_TOO_LARGE rather than refusing the whole body.
      fieldSize: 512 * 1024,
      // What a form's text may take in memory, all fields together (the files go to disk).
      fieldsTotal: 4 * 1024 * 1024,
      files: MAX_FILES,
      fileSize: maxFileSize,
      body: MAX_FILES * (maxFileSize + 64 * 1024) + 8 * 1024 * 1024,
    },
    captchaScript: readFileSync(join(HERE, 'test-captcha.js'), 'utf8'),
    olderEmbedScript: readFileSync(join(HERE, 'older-embed.js'), 'utf8'),
    frameResultScript: readFileSync(join(HERE, 'frame-result.js'), 'utf8'),
    staticCopy(form) {
      let copy = copies.get(form);
      if (!copy) copies.set(form, (copy = gzipSync(stamped(form.published, writtenAt))));
      return copy;
    },
  };
}
