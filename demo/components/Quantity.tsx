/**
 * WooCommerce's classic quantity input (`global/quantity-input.php`), without plus/minus
 * buttons: the quantity island adds those.
 */
export function Quantity(props: {
  id: string;
  name: string;
  label: string;
  ariaLabel: string;
  value: number;
  min: number;
  max?: number | null;
}) {
  return (
    <div className="quantity">
      <label className="screen-reader-text" htmlFor={props.id}>
        {props.label}
      </label>
      <input
        type="number"
        id={props.id}
        className="input-text qty text"
        name={props.name}
        defaultValue={props.value}
        aria-label={props.ariaLabel}
        size={4}
        min={props.min}
        max={props.max ?? ''}
        step={1}
        placeholder=""
        inputMode="numeric"
        autoComplete="off"
      />
    </div>
  );
}
