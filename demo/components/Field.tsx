/** WooCommerce's `woocommerce_form_field` row: `p.form-row` with label, required marker and input. */
export function Field(props: {
  id: string;
  name?: string;
  label: string;
  type?: string;
  required?: boolean;
  requiredLabel?: string;
  value?: string;
  autoComplete?: string;
  wide?: boolean;
  textarea?: boolean;
  className?: string;
}) {
  const name = props.name ?? props.id;
  const rowClass = ['form-row', props.wide === false ? '' : 'form-row-wide', props.className ?? '', props.required ? 'validate-required' : '']
    .filter(Boolean)
    .join(' ');
  return (
    <p className={`woocommerce-form-row ${rowClass}`} id={`${props.id}_field`}>
      <label htmlFor={props.id}>
        {props.label}
        {props.required && (
          <>
            {'\u00a0'}
            <span className="required" aria-hidden="true">*</span>
            {props.requiredLabel && <span className="screen-reader-text">{props.requiredLabel}</span>}
          </>
        )}
      </label>
      {props.textarea ? (
        <textarea id={props.id} name={name} className="input-text" rows={5} defaultValue={props.value ?? ''} {...(props.required ? { required: true } : {})} />
      ) : (
        <input
          type={props.type ?? 'text'}
          className="woocommerce-Input woocommerce-Input--text input-text"
          id={props.id}
          name={name}
          defaultValue={props.type === 'password' ? undefined : (props.value ?? '')}
          {...(props.autoComplete ? { autoComplete: props.autoComplete } : {})}
          {...(props.required ? { required: true, 'aria-required': 'true' as const } : {})}
        />
      )}
    </p>
  );
}
