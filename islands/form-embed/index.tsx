import { readFormEmbedProps } from '../../src/forms/embed/props';
import type { FormEmbedProps } from '../../src/runtime/contract';
import type { IslandModule } from '../../src/runtime/types';
import { renderForm } from './render';

/**
 * The form embed as an island: the theme's (or the demo store's) mount point
 * `<div data-island="form-embed">` whose props are the embed options (`portalId`, `formId`, and
 * the server's `formsBaseUrl`, `region`, `env`, and `captchaScriptUrl` for another reCAPTCHA-compatible
 * script than Google's). If the form cannot load, the server's fallback
 * inside the mount point comes back (the loader restores it).
 */
const formEmbed: IslandModule<FormEmbedProps> = {
  mount(element, raw, context) {
    // Unsupported options only warn, as the engine's own check says (it logs them).
    const { props, errors } = readFormEmbedProps(raw);
    if (errors.length) throw new TypeError(`form-embed: ${errors.join('; ')}`);
    const { captchaScriptUrl, ...options } = props;
    const handle = renderForm(element, options, { captchaScriptUrl, onError: (code) => context.fail(new Error(`form-embed: ${code}`)) });
    return handle.dispose;
  },
};

export default formEmbed;
export { installHbspt } from './hbspt';
