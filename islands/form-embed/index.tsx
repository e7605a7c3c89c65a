import { splitFormEmbedProps } from '../../src/forms/embed/props';
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
  mount(element, props, context) {
    // The options go through the engine's validateEmbedOptions (tests/wordpress reads the theme's
    // props with the same two steps: src/forms/embed/props.ts).
    const { options, captchaScriptUrl } = splitFormEmbedProps(props);
    const handle = renderForm(element, options, { captchaScriptUrl, onError: (code) => context.fail(new Error(`form-embed: ${code}`)) });
    return handle.dispose;
  },
};

export default formEmbed;
export { installHbspt } from './hbspt';
