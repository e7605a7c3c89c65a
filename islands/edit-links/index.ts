import { edit as strings } from '../../src/i18n/catalogs/edit';
import type { IslandModule } from '../../src/runtime/types';
import { $config } from '../../stores/config';
import { $i18n, i18nReady } from '../../stores/i18n';

/**
 * Flatsome's edit links (`.edit-block`, its links marked `data-edit="builder"` or `"backend"`):
 * shown, and labelled in the page's language, only to a visitor whose config says
 * `user.can_edit_pages`; a page cached with them for an editor loses them for everyone else.
 */
const editLinks: IslandModule = {
  async mount(block) {
    if (!$config.get().user.can_edit_pages) {
      block.remove();
      return;
    }
    await i18nReady(strings);
    const { t } = $i18n.get();
    for (const link of block.querySelectorAll<HTMLAnchorElement>('a[data-edit]')) {
      const kind = link.dataset['edit'];
      if (kind === 'builder' || kind === 'backend') link.textContent = t(`edit.${kind}`);
    }
    block.hidden = false;
  },
};

export default editLinks;
