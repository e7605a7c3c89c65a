import type { Db } from '../db/index';

/** An uploaded file as stored: metadata here, the bytes in the upload directory under `id`. */
export interface StoredFile {
  field: string;
  id: string;
  name: string;
  size: number;
  type: string;
}

export interface NewSubmission {
  portalId: string;
  formGuid: string;
  conversionId: string;
  /** hs_context.correlationId: a retry with the same one is the same submission. */
  correlationId?: string;
  values: Record<string, string | string[]>;
  files: StoredFile[];
  context: Record<string, unknown>;
  /** The answer the visitor got, given again to a retry. */
  response: Record<string, unknown>;
  ip: string;
}

export interface Submission {
  id: number;
  portalId: string;
  formGuid: string;
  conversionId: string;
  correlationId: string | null;
  values: Record<string, string | string[]>;
  files: StoredFile[];
  context: Record<string, unknown>;
  response: Record<string, unknown>;
  ip: string;
  createdAt: string;
}

interface Row {
  id: number;
  portal_id: string;
  form_guid: string;
  conversion_id: string;
  correlation_id: string | null;
  field_values: string;
  files: string;
  hs_context: string;
  response: string;
  ip: string;
  created_at: string;
}

const fromRow = (row: Row): Submission => ({
  id: row.id,
  portalId: row.portal_id,
  formGuid: row.form_guid,
  conversionId: row.conversion_id,
  correlationId: row.correlation_id,
  values: JSON.parse(row.field_values) as Submission['values'],
  files: JSON.parse(row.files) as StoredFile[],
  context: JSON.parse(row.hs_context) as Submission['context'],
  response: JSON.parse(row.response) as Submission['response'],
  ip: row.ip,
  createdAt: row.created_at,
});

/** Form submissions (table `form_submissions`, migration 9). */
export class Submissions {
  constructor(private readonly db: Db) {}

  /** The submission a form already has under this correlation id, if any. */
  byCorrelation(portalId: string, formGuid: string, correlationId: string): Submission | undefined {
    const row = this.db
      .prepare('SELECT * FROM form_submissions WHERE portal_id = ? AND form_guid = ? AND correlation_id = ?')
      .get(portalId, formGuid, correlationId) as Row | undefined;
    return row && fromRow(row);
  }

  /**
   * Stores a submission once: with a correlation id already stored for the form (a retry, maybe
   * arriving alongside the first), nothing is written and the first one is returned with
   * `created: false`.
   */
  save(s: NewSubmission): { submission: Submission; created: boolean } {
    const info = this.db
      .prepare(
        `INSERT INTO form_submissions
           (portal_id, form_guid, conversion_id, correlation_id, field_values, files, hs_context, response, ip, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
         ON CONFLICT (portal_id, form_guid, correlation_id) DO NOTHING`,
      )
      .run(
        s.portalId,
        s.formGuid,
        s.conversionId,
        s.correlationId ?? null,
        JSON.stringify(s.values),
        JSON.stringify(s.files),
        JSON.stringify(s.context),
        JSON.stringify(s.response),
        s.ip,
        new Date().toISOString(),
      );
    if (info.changes === 0 && s.correlationId) {
      const first = this.byCorrelation(s.portalId, s.formGuid, s.correlationId);
      if (first) return { submission: first, created: false };
    }
    const row = this.db.prepare('SELECT * FROM form_submissions WHERE id = ?').get(info.lastInsertRowid) as Row;
    return { submission: fromRow(row), created: true };
  }

  /** A form's submissions, newest first. */
  ofForm(portalId: string, formGuid: string, limit = 1000): Submission[] {
    return (
      this.db
        .prepare('SELECT * FROM form_submissions WHERE portal_id = ? AND form_guid = ? ORDER BY id DESC LIMIT ?')
        .all(portalId, formGuid, limit) as Row[]
    ).map(fromRow);
  }

  /** How many submissions each form has, by `portalId/formGuid`. */
  counts(): Map<string, number> {
    const rows = this.db.prepare('SELECT portal_id, form_guid, COUNT(*) AS n FROM form_submissions GROUP BY portal_id, form_guid').all() as Array<{
      portal_id: string;
      form_guid: string;
      n: number;
    }>;
    return new Map(rows.map((r) => [`${r.portal_id}/${r.form_guid}`, r.n]));
  }

  /** The stored file with this id and the submission it belongs to. */
  file(id: string): { file: StoredFile; submission: Submission } | undefined {
    const row = this.db
      .prepare("SELECT s.* FROM form_submissions s, json_each(s.files) f WHERE json_extract(f.value, '$.id') = ?")
      .get(id) as Row | undefined;
    if (!row) return undefined;
    const submission = fromRow(row);
    const file = submission.files.find((f) => f.id === id);
    return file && { file, submission };
  }
}
