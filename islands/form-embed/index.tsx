import { formsHost } from '../../src/forms/definition/url';
import { splitFormEmbedProps } from '../../src/forms/embed/props';
import type { FormEmbedProps } from '../../src/runtime/contract';
import type { IslandModule } from '../../src/runtime/types';
import { renderForm } from './render';

/**
 * What the engine reports when no definition came: the forms host did not answer (or answered
 * nothing usable) and neither did the static copy. Any other code is an answer about the form
 * itself (not found, not embeddable…) or a fault of the page.
 */
const UNREACHABLE = new Set(['DEFINITION_FAILURE', 'FALLBACK_DEFINITION_FAILURE']);

/**
 * The form embed as an island: the theme's (or the demo store's) mount point
 * `<div data-island="form-embed">` whose props are the embed options (`portalId`, `formId`, and
 * the server's `formsBaseUrl`, `region`, `env`, and `captchaScriptUrl` for another reCAPTCHA-compatible
 * script than Google's). When the forms host cannot be reached, the server's link to the form's own
 * page stays, under a sentence that says so (./unavailable), and one line goes to the console.
 * If the form cannot load for another reason, the server's fallback inside the mount point comes
 * back (the loader restores it and reports the error).
 */
const formEmbed: IslandModule<FormEmbedProps> = {
  mount(element, props, context) {
    // The options go through the engine's validateEmbedOptions (tests/wordpress reads the theme's
    // props with the same two steps: src/forms/embed/props.ts).
    const { options, captchaScriptUrl } = splitFormEmbedProps(props);
    const handle = renderForm(element, options, {
      captchaScriptUrl,
      onError: (code) => {
        if (!UNREACHABLE.has(code)) return context.fail(new Error(`form-embed: ${code}`));
        const host = options.formsBaseUrl || formsHost(options);
        console.warn(`[forms] form ${options.formId} (portal ${options.portalId}) could not be loaded: no answer from ${host} (${code}); the link to the form's own page stays.`);
        handle.unavailable();
      },
    });
    return handle.dispose;
  },
};

export default formEmbed;
export { installHbspt } from './hbspt';
