import { jsonForScript } from '../lib/json';

/**
 * A `<script type="application/json">` with escaped JSON. The one place markup is injected:
 * React would entity-encode the quotes of a script's text, so the JSON goes in through
 * `dangerouslySetInnerHTML`, made safe by `jsonForScript` (`<` → `\u003c`).
 */
export function JsonScript(props: { data: unknown; id?: string; islandProps?: boolean }) {
  return (
    <script
      type="application/json"
      {...(props.id ? { id: props.id } : {})}
      {...(props.islandProps ? { 'data-island-props': '' } : {})}
      dangerouslySetInnerHTML={{ __html: jsonForScript(props.data) }}
    />
  );
}
