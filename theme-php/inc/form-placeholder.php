<?php
/**
 * A marketing form's placeholder: the form's shape, printed in its mount point from the cached
 * definition (inc/form-definitions.php) so the page keeps the form's height while the widget
 * loads, and nothing below it moves when the form arrives. The same markup as the demo store's
 * (src/forms/embed/placeholder.ts, compared by tests/wordpress/forms-placeholder.test.ts): the
 * widget's own markup and class names as it first renders the form (its first page, dependent
 * fields hidden, no values), presentational only (no names or ids, aria-hidden and inert), in a
 * declarative shadow root with the form's own CSS (inc/form-placeholder-data.php, generated from
 * the widget's), so the page's CSS cannot reach it and the browser lays it out to the form's
 * height at any width. Where scripts do not run, the fallback link shows instead.
 *
 * @package shop-islands
 */

defined( 'ABSPATH' ) || exit;

/** The height of Google's inline reCAPTCHA badge, which shows in the form once its script has loaded. */
const SHOP_ISLANDS_FORM_CAPTCHA_HEIGHT = '60px';

/**
 * Text or an attribute's value, escaped as the widget's markup has it: every `&` (a label's text
 * is text, `&amp;` in it included), `<`, `>` and both quotes.
 *
 * @param string $text Text.
 * @return string
 */
function shop_islands_form_escape( $text ) {
	return htmlspecialchars( (string) $text, ENT_QUOTES | ENT_SUBSTITUTE | ENT_HTML401, 'UTF-8', true );
}

/**
 * An element, its attributes escaped (null ones left out); `$inner` is markup already. No
 * whitespace between tags, as the widget renders none.
 *
 * @param string                    $tag        The element.
 * @param array<string, string|null> $attributes Its attributes.
 * @param string|null               $inner      Its content (markup), or null for a void element.
 * @return string
 */
function shop_islands_form_el( $tag, array $attributes = array(), $inner = '' ) {
	$html = '<' . $tag;
	foreach ( $attributes as $name => $value ) {
		if ( null !== $value ) {
			$html .= ' ' . $name . '="' . shop_islands_form_escape( $value ) . '"';
		}
	}
	return null === $inner ? $html . '>' : $html . '>' . $inner . '</' . $tag . '>';
}

/**
 * The definition's rich text, sanitised as post content is (wp_kses_post).
 *
 * @param string $html HTML from the definition.
 * @return string
 */
function shop_islands_form_rich_text( $html ) {
	return wp_kses_post( $html );
}

/**
 * The locale the widget shows a form in (src/forms/messages: `resolveLocale`): the definition's
 * language if HubSpot has it, else its language without the region, else English.
 *
 * @param string $lang The definition's `lang`.
 * @return string
 */
function shop_islands_form_locale( $lang ) {
	$locales  = shop_islands_form_placeholder_data()['locales'];
	$wanted   = preg_replace( '/_/', '-', strtolower( '' !== $lang ? $lang : 'en' ), 1 );
	$language = explode( '-', $wanted )[0];
	if ( in_array( $wanted, $locales, true ) ) {
		return $wanted;
	}
	foreach ( $locales as $locale ) {
		if ( explode( '-', $locale )[0] === $language ) {
			return $locale;
		}
	}
	return 'en';
}

/**
 * The CSS custom properties the widget sets on the form from its style (src/forms/view.ts:
 * `styleVars`): every style field with the customStyleAccess scope, only the font and width
 * without it; a value that could leave its declaration is dropped.
 *
 * @param array<string, mixed> $form The form (inc/form-shape.php).
 * @return string The style attribute's value.
 */
function shop_islands_form_style( array $form ) {
	$properties = array(
		'fontFamily'            => '--hsf-font',
		'backgroundWidth'       => '--hsf-width',
		'labelTextColor'        => '--hsf-label-color',
		'labelTextSize'         => '--hsf-label-size',
		'helpTextColor'         => '--hsf-help-color',
		'helpTextSize'          => '--hsf-help-size',
		'legalConsentTextColor' => '--hsf-consent-color',
		'legalConsentTextSize'  => '--hsf-consent-size',
		'thankYouTextColor'     => '--hsf-thanks-color',
		'thankYouTextSize'      => '--hsf-thanks-size',
		'submitColor'           => '--hsf-submit-bg',
		'submitFontColor'       => '--hsf-submit-color',
		'submitSize'            => '--hsf-submit-size',
		'submitAlignment'       => '--hsf-submit-align',
		'linkColor'             => '--hsf-link-color',
	);
	$style      = array();
	foreach ( $properties as $name => $property ) {
		$value = isset( $form['style'][ $name ] ) ? $form['style'][ $name ] : null;
		if ( ! is_string( $value ) || 1 !== preg_match( '/^[\w\s#%.,\'"()-]{1,100}$/', $value ) || 1 === preg_match( '/url\(/i', $value ) ) {
			continue;
		}
		if ( $form['customStyleAccess'] || in_array( $name, array( 'fontFamily', 'backgroundWidth' ), true ) ) {
			$style[] = $property . ':' . $value;
		}
	}
	return implode( ';', $style );
}

/**
 * Every field once, in the widget's order (src/forms/logic/tree.ts): each dependent right after
 * its parent; a field listed again elsewhere stays where it came first, marked dependent if it
 * is one anywhere.
 *
 * @param array<int, array<string, mixed>> $groups The form's groups.
 * @return array<string, array{field: array<string, mixed>, group: int, dependent: bool}> By field id.
 */
function shop_islands_form_tree( array $groups ) {
	$nodes = array();
	$add   = function ( array $field, $group, $dependent ) use ( &$nodes, &$add ) {
		if ( isset( $nodes[ $field['id'] ] ) ) {
			if ( $dependent ) {
				$nodes[ $field['id'] ]['dependent'] = true;
			}
			return;
		}
		$nodes[ $field['id'] ] = array(
			'field'     => $field,
			'group'     => $group,
			'dependent' => $dependent,
		);
		foreach ( $field['dependents'] as $child ) {
			$add( $child, $group, true );
		}
	};
	foreach ( $groups as $index => $group ) {
		foreach ( $group['fields'] as $field ) {
			$add( $field, $index, false );
		}
	}
	return $nodes;
}

/**
 * The page of each group (src/forms/logic/pagination.ts): a new page where the page number
 * changes, or at a page break when groups carry none.
 *
 * @param array<int, array<string, mixed>> $groups The form's groups.
 * @return int[]
 */
function shop_islands_form_pages( array $groups ) {
	$pages = array();
	$page  = 0;
	$last  = null;
	foreach ( $groups as $index => $group ) {
		if ( null !== $group['pageNumber'] ) {
			if ( $index && $group['pageNumber'] !== $last ) {
				++$page;
			}
			$last = $group['pageNumber'];
		} elseif ( $index && $group['isPageBreak'] ) {
			++$page;
		}
		$pages[] = $page;
	}
	return $pages;
}

/**
 * The label's words: the text, and the required mark.
 *
 * @param array<string, mixed> $field A field.
 * @return string
 */
function shop_islands_form_label( array $field ) {
	return shop_islands_form_el( 'span', array(), shop_islands_form_escape( $field['label'] ) ) . ( $field['required'] ? shop_islands_form_el( 'span', array( 'class' => 'hs-form-required' ), '*' ) : '' );
}

/**
 * A field's control as the widget renders it once loaded (view/Field.tsx).
 *
 * @param array<string, mixed>  $field A field.
 * @param array<string, string> $words The widget's words in the form's language.
 * @return string
 */
function shop_islands_form_control( array $field, array $words ) {
	$placeholder = '' !== $field['placeholder'] ? $field['placeholder'] : null;
	switch ( $field['fieldType'] ) {
		case 'textarea':
			return shop_islands_form_el(
				'textarea',
				array(
					'class'       => 'hs-input',
					'placeholder' => $placeholder,
				)
			);
		case 'select':
			return shop_islands_form_el( 'select', array( 'class' => 'hs-input' ), shop_islands_form_el( 'option', array(), shop_islands_form_escape( null !== $placeholder ? $placeholder : $words['selectPlaceholder'] ) ) );
		case 'radio':
		case 'payment_link_radio':
		case 'checkbox':
			$kind  = 'checkbox' === $field['fieldType'] ? 'checkbox' : 'radio';
			$items = '';
			foreach ( $field['options'] as $label ) {
				$box    = shop_islands_form_box( $kind );
				$items .= shop_islands_form_el( 'li', array( 'class' => 'hs-form-' . $kind ), shop_islands_form_el( 'label', array( 'class' => 'hs-form-' . $kind . '-display' ), $box . shop_islands_form_el( 'span', array(), shop_islands_form_escape( $label ) ) ) );
			}
			return shop_islands_form_el(
				'ul',
				array(
					'class' => 'inputs-list' . ( 'checkbox' === $kind ? ' multi-container' : '' ),
					'role'  => 'presentation',
				),
				$items
			);
		case 'booleancheckbox':
			$box = shop_islands_form_box( 'checkbox' );
			return shop_islands_form_el(
				'ul',
				array(
					'class' => 'inputs-list',
					'role'  => 'presentation',
				),
				shop_islands_form_el( 'li', array( 'class' => 'hs-form-booleancheckbox' ), shop_islands_form_el( 'label', array( 'class' => 'hs-form-booleancheckbox-display' ), $box . shop_islands_form_el( 'span', array(), shop_islands_form_label( $field ) ) ) )
			);
		case 'file':
			return shop_islands_form_el(
				'input',
				array(
					'class' => 'hs-input',
					'type'  => 'file',
					'size'  => '30',
				),
				null
			);
		case 'date':
			// The date picker as it shows once loaded: its text input, or the system's on a touch screen.
			$picker = shop_islands_form_el(
				'input',
				array(
					'class' => 'si-dp-input',
					'type'  => 'text',
				),
				null
			);
			$native = shop_islands_form_el(
				'input',
				array(
					'class' => 'si-dp-native',
					'type'  => 'date',
				),
				null
			);
			return shop_islands_form_el( 'div', array( 'class' => 'si-dp' ), $picker ) . $native;
	}
	$name  = $field['name'];
	$text  = 'text' === $field['fieldType'];
	$email = 'email' === $field['fieldType'] || ( $text && 'email' === $name );
	$phone = in_array( $field['fieldType'], array( 'phone', 'phonenumber' ), true ) || ( $text && ( 'phone_number' === $field['type'] || in_array( $name, array( 'phone', 'mobilephone' ), true ) ) );
	$type  = $email ? 'email' : ( $phone ? 'tel' : ( 'number' === $field['fieldType'] ? 'number' : 'text' ) );
	$input = array(
		'class' => 'hs-input',
		'type'  => $type,
	);
	if ( 'tel' === $type && $field['useCountryCodeSelect'] ) {
		// The phone's country list, once loaded: the field's own extension shows in it.
		$select = shop_islands_form_el( 'select', array( 'class' => 'hs-input' ), shop_islands_form_el( 'option', array(), shop_islands_form_escape( $field['countryCodeExtension'] ) ) );
		return shop_islands_form_el( 'div', array( 'class' => 'hs-fieldtype-intl-phone' ), $select . shop_islands_form_el( 'input', $input, null ) );
	}
	return shop_islands_form_el( 'input', $input + array( 'placeholder' => $placeholder ), null );
}

/**
 * A field as the widget renders it (view/Field.tsx): its wrapper, label (a legend for choices),
 * description, control and footer.
 *
 * @param array<string, mixed>  $field A field.
 * @param array<string, string> $words The widget's words.
 * @return string
 */
function shop_islands_form_field_html( array $field, array $words ) {
	$label_class = 'hs-form-field-label' . ( $field['labelHidden'] ? ' hs-form__visually-hidden' : '' );
	$body        = ( '' !== $field['description'] ? shop_islands_form_el( 'div', array( 'class' => 'hs-field-desc' ), shop_islands_form_escape( $field['description'] ) ) : '' )
		. shop_islands_form_el( 'div', array( 'class' => 'input' ), shop_islands_form_control( $field, $words ) )
		. ( '' !== $field['footer'] ? shop_islands_form_el( 'div', array( 'class' => 'hs-richtext hs-field-footer' ), shop_islands_form_rich_text( $field['footer'] ) ) : '' );
	if ( in_array( $field['fieldType'], array( 'radio', 'checkbox', 'payment_link_radio' ), true ) ) {
		$inner = shop_islands_form_el( 'fieldset', array( 'class' => 'hs-form-fieldset' ), shop_islands_form_el( 'legend', array( 'class' => $label_class ), shop_islands_form_label( $field ) ) . $body );
	} else {
		$inner = ( 'booleancheckbox' === $field['fieldType'] ? '' : shop_islands_form_el( 'label', array( 'class' => $label_class ), shop_islands_form_label( $field ) ) ) . $body;
	}
	$classes = 'hs_' . $field['name'] . ' hs-' . $field['name'] . ' hs-fieldtype-' . $field['fieldType'] . ' field hs-form-field';
	return shop_islands_form_el( 'div', array( 'class' => $classes ), $inner );
}

/**
 * The form's shape as the widget first renders it (view/Form.tsx): the first page's groups, the
 * step and Next on a form of several pages, consent and Submit on a form of one, the captcha's
 * place, the branding's.
 *
 * @param array<string, mixed> $form The form (inc/form-shape.php).
 * @return string
 */
function shop_islands_form_placeholder_markup( array $form ) {
	$data    = shop_islands_form_placeholder_data();
	$locale  = shop_islands_form_locale( $form['lang'] );
	$words   = array_merge( $data['words']['en'], isset( $data['words'][ $locale ] ) ? $data['words'][ $locale ] : array() );
	$pages   = shop_islands_form_pages( $form['groups'] );
	$count   = 1;
	$shown   = array();
	$content = function ( array $group ) {
		return $group['fields'] || '' !== $group['richText'] || $group['textFields'];
	};
	foreach ( $form['groups'] as $index => $group ) {
		if ( $content( $group ) ) {
			$count = max( $count, $pages[ $index ] + 1 );
		}
	}
	foreach ( shop_islands_form_tree( $form['groups'] ) as $id => $node ) {
		if ( ! $node['dependent'] && ! $node['field']['hidden'] ) {
			$shown[ $id ] = $node;
		}
	}

	$groups = '';
	foreach ( $form['groups'] as $index => $group ) {
		if ( 0 !== $pages[ $index ] ) {
			continue;
		}
		// Columns as the widget counts them: the first field's numColumns, else the fields shown.
		$given   = isset( $group['fields'][0] ) ? $group['fields'][0]['numColumns'] : '';
		$visible = 0;
		foreach ( $group['fields'] as $field ) {
			$visible += ! $field['hidden'] && isset( $shown[ $field['id'] ] ) ? 1 : 0;
		}
		$columns = 1 === preg_match( '/^\s*\d+(?:\.0*)?\s*$/', $given ) && (int) $given > 0 ? (int) $given : $visible;
		$columns = min( 3, max( 1, $columns ) );
		// Rich text fields (v1) before the field each preceded, the rest after the last.
		$texts = $group['textFields'];
		$done  = 0;
		$upto  = function ( $at ) use ( $texts, &$done ) {
			$html = '';
			for ( ; $done < count( $texts ) && $texts[ $done ]['index'] <= $at; $done++ ) {
				$html .= shop_islands_form_el( 'div', array( 'class' => 'hs-richtext hs-main-font-element hs_' . $texts[ $done ]['name'] . ' hs-fieldtype-richtext' ), shop_islands_form_rich_text( $texts[ $done ]['content'] ) );
			}
			return $html;
		};
		$own = array_column( $group['fields'], 'id' );
		$inner = '' !== $group['richText'] ? shop_islands_form_el( 'div', array( 'class' => 'hs-richtext hs-main-font-element' ), shop_islands_form_rich_text( $group['richText'] ) ) : '';
		foreach ( $shown as $node ) {
			if ( $node['group'] === $index ) {
				$at     = array_search( $node['field']['id'], $own, true );
				$inner .= ( false !== $at ? $upto( $at ) : '' ) . shop_islands_form_field_html( $node['field'], $words );
			}
		}
		$groups .= shop_islands_form_el( 'fieldset', array( 'class' => 'form-columns-' . $columns ), $inner . $upto( PHP_INT_MAX ) );
	}

	$html = ( $count > 1 ? shop_islands_form_el( 'p', array( 'class' => 'hs-form__step' ), shop_islands_form_escape( str_replace( array( '{{currentPage}}', '{{numberOfPages}}', '{currentPage}', '{numberOfPages}' ), array( '1', (string) $count, '1', (string) $count ), $words['pageOf'] ) ) ) : '' ) . $groups;
	if ( 1 === $count && null !== $form['legalConsentOptions'] ) {
		$html .= shop_islands_form_consent_html( $form['legalConsentOptions'] );
	}
	if ( $form['captchaEnabled'] ) {
		$html .= shop_islands_form_el(
			'div',
			array(
				'class' => 'hs_recaptcha hs-recaptcha field hs-form-field',
				'style' => 'min-height:' . SHOP_ISLANDS_FORM_CAPTCHA_HEIGHT,
			)
		) . shop_islands_form_el( 'p', array( 'class' => 'hs-form__captcha-status' ) );
	}
	if ( $form['allowCookieReset'] && $form['hasKnownProperties'] ) {
		$html .= shop_islands_form_el(
			'button',
			array(
				'type'  => 'button',
				'class' => 'hs-reset-link',
			),
			shop_islands_form_escape( $words['cookieReset'] )
		);
	}
	$action = $count > 1
		? shop_islands_form_el(
			'button',
			array(
				'type'  => 'button',
				'class' => 'hs-button primary large hs-form__next',
			),
			shop_islands_form_escape( $words['next'] )
		)
		: shop_islands_form_el(
			'input',
			array(
				'type'  => 'submit',
				'class' => 'hs-button primary large',
				'value' => '' !== $form['submitText'] ? $form['submitText'] : $words['submit'],
			),
			null
		);
	$html  .= shop_islands_form_el( 'div', array( 'class' => 'hs_submit hs-submit' ), shop_islands_form_el( 'div', array( 'class' => 'actions' ), $action ) );
	// The viral branding's frame, 0 px tall until HubSpot's page says otherwise.
	$html .= $form['noBranding'] ? '' : shop_islands_form_el( 'div', array( 'class' => 'hs-form__branding' ) );

	$own     = '' !== $form['cssClass'] ? $form['cssClass'] : 'hs-form stacked';
	$classes = preg_split( '/\s+/', $own . ' hs-form hsForm_' . $form['guid'] . ' hs-form-' . $form['guid'] . ' hs-form-' . $form['guid'] . '_placeholder ' );
	$style   = shop_islands_form_style( $form );
	return shop_islands_form_el(
		'div',
		array(
			'class' => implode( ' ', array_values( array_unique( array_filter( $classes, 'strlen' ) ) ) ),
			'style' => '' !== $style ? $style : null,
			'lang'  => $locale,
			'dir'   => 1 === preg_match( '/^(ar|he)-/', $locale ) ? 'rtl' : null,
		),
		$html
	);
}

/**
 * A choice's box, as the widget renders it: a checkbox or a radio button.
 *
 * @param string $kind `checkbox` or `radio`.
 * @return string
 */
function shop_islands_form_box( $kind ) {
	return shop_islands_form_el(
		'input',
		array(
			'class' => 'hs-input',
			'type'  => $kind,
		),
		null
	);
}

/**
 * The legal consent block (view/Form.tsx, `Consent`).
 *
 * @param array{texts: array<string, string>, boxes: array<int, array{id: string, label: string, required: bool}>} $consent The form's consent.
 * @return string
 */
function shop_islands_form_consent_html( array $consent ) {
	$text  = function ( $html ) {
		return '' !== $html ? shop_islands_form_el( 'div', array( 'class' => 'hs-richtext' ), shop_islands_form_rich_text( $html ) ) : '';
	};
	$boxes = '';
	foreach ( $consent['boxes'] as $box ) {
		$input  = shop_islands_form_box( 'checkbox' );
		$label  = $input . shop_islands_form_el( 'div', array( 'class' => 'hs-consent-label' ), shop_islands_form_rich_text( $box['label'] ) ) . ( $box['required'] ? shop_islands_form_el( 'span', array( 'class' => 'hs-form-required' ), '*' ) : '' );
		$boxes .= shop_islands_form_el( 'div', array( 'class' => 'hs_' . $box['id'] . ' hs-form-field' ), shop_islands_form_el( 'label', array( 'class' => 'hs-form-booleancheckbox-display' ), $label ) );
	}
	return shop_islands_form_el( 'div', array( 'class' => 'legal-consent-container' ), $text( $consent['texts']['communicationConsentText'] ) . $boxes . $text( $consent['texts']['processingConsentText'] ) . $text( $consent['texts']['privacyPolicyText'] ) );
}

/**
 * The placeholder around the mount point's fallback: the shape in a declarative shadow root with
 * its stylesheet, the fallback as its light content (what shows where scripts do not run, and in
 * a browser without declarative shadow roots). Null for a form in HubSpot's legacy theme, which
 * the site's own CSS dresses.
 *
 * @param array<string, mixed> $form     The form (inc/form-shape.php).
 * @param string               $fallback The mount point's fallback, markup.
 * @return string|null
 */
function shop_islands_form_placeholder_html( array $form, $fallback ) {
	if ( 'legacy' === $form['themeName'] ) {
		return null;
	}
	$shadow = '<style>' . shop_islands_form_placeholder_data()['css'] . '</style>'
		. '<div class="shop-islands-form-shape" aria-hidden="true" inert>' . shop_islands_form_placeholder_markup( $form ) . '</div><slot></slot>';
	return '<shop-islands-form-placeholder><template shadowrootmode="open">' . $shadow . '</template>' . $fallback . '</shop-islands-form-placeholder>';
}
