/**
 * The non-script submit path (spec §7), as the widget's fallback: when its own request cannot
 * reach the forms host (a network or CORS failure), the same fields go by a native form post into
 * a hidden target frame, and the result comes back as a window message, taken only from that
 * frame and the forms host's origin (shell/frame-submit.ts). Loaded only when needed.
 */
import { postIntoFrame } from './shell/frame-submit';

/** How long the frame's answer may take: it carries the upload, if any. */
const FRAME_TIMEOUT = 10 * 60_000;

/**
 * Posts `body` to `url` through a hidden form in `document`, and answers as the engine's
 * transport does: the status, the JSON text of the result, and the forms host's verdict
 * (`accepted`), which decides success on this path since its message carries no conversion.
 *
 * @example await submitThroughFrame(url, formData, document) // { status: 200, text: '{"formGuid":"…"}', accepted: true }
 */
export async function submitThroughFrame(url: string, body: FormData, document: Document): Promise<{ status: number; text: string; accepted: boolean }> {
  const target = new URL(url);
  target.searchParams.set('frame', '1');
  const guid = target.pathname.split('/').filter(Boolean).at(-1) ?? 'form';
  const form = document.createElement('form');
  form.method = 'post';
  form.enctype = 'multipart/form-data';
  form.action = target.href;
  form.hidden = true;
  for (const [name, value] of body) {
    const input = document.createElement('input');
    input.name = name;
    if (typeof value === 'string') {
      input.type = 'hidden';
      input.value = value;
    } else {
      // A file goes in a file input: the only way a native post carries one.
      input.type = 'file';
      const files = new DataTransfer();
      files.items.add(value);
      input.files = files.files;
    }
    form.append(input);
  }
  document.body.append(form);
  try {
    const { accepted, status, ...result } = await postIntoFrame(form, guid, target.origin, FRAME_TIMEOUT);
    return { status: accepted ? 200 : typeof status === 'number' && status >= 400 ? status : 400, text: JSON.stringify(result), accepted };
  } finally {
    form.remove();
  }
}
