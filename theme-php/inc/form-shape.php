<?php
/**
 * A marketing form's definition, as the theme keeps it: what the form's placeholder needs (its
 * groups and fields, pages, consent, captcha, style), read from any shape HubSpot serves
 * (embed-v3 `{form, …}`, a v2-api form, a v1-api form with a flat `fields[]`, a list of them) the
 * way the widget's normaliser reads it (src/forms/definition/normalize.ts): what it cannot use is
 * skipped, never an error. Data only; inc/form-placeholder.php prints it.
 *
 * @package shop-islands
 */

defined( 'ABSPATH' ) || exit;

/**
 * What JavaScript's `typeof v === 'object'` and not an array calls an object: a JSON object,
 * decoded as an associative array (an empty one counts; `[]` decoded from `{}` cannot be told apart).
 *
 * @param mixed $value A decoded JSON value.
 * @return bool
 */
function shop_islands_form_is_object( $value ) {
	return is_array( $value ) && ( array() === $value || array_keys( $value ) !== range( 0, count( $value ) - 1 ) );
}

/**
 * A list, or nothing.
 *
 * @param mixed $value A decoded JSON value.
 * @return array<int, mixed>
 */
function shop_islands_form_list( $value ) {
	return is_array( $value ) && ! shop_islands_form_is_object( $value ) ? $value : array();
}

/**
 * A value as text, as the normaliser reads it: strings, numbers and booleans; anything else is `$fallback`.
 *
 * @param mixed  $value    A decoded JSON value.
 * @param string $fallback What anything else reads as.
 * @return string
 */
function shop_islands_form_str( $value, $fallback = '' ) {
	if ( is_string( $value ) ) {
		return $value;
	}
	if ( is_bool( $value ) ) {
		return $value ? 'true' : 'false';
	}
	return is_int( $value ) || is_float( $value ) ? (string) $value : $fallback;
}

/**
 * A flag: a boolean, or metaData's string 'true'.
 *
 * @param mixed $value    A decoded JSON value.
 * @param bool  $fallback For anything else than a boolean or 'true'.
 * @return bool
 */
function shop_islands_form_bool( $value, $fallback = false ) {
	return is_bool( $value ) ? $value : ( 'true' === $value || $fallback );
}

/**
 * Whether JavaScript reads a value as true (an option's `hidden` is tested so).
 *
 * @param mixed $value A decoded JSON value.
 * @return bool
 */
function shop_islands_form_truthy( $value ) {
	return null !== $value && false !== $value && 0 !== $value && 0.0 !== $value && '' !== $value;
}

/**
 * A JSON object given as an object or as a string of JSON (metaData sends them so), or null.
 *
 * @param mixed $value A decoded JSON value.
 * @return array<string, mixed>|null
 */
function shop_islands_form_object( $value ) {
	if ( is_string( $value ) && '' !== $value ) {
		$value = json_decode( $value, true );
	}
	return shop_islands_form_is_object( $value ) ? $value : null;
}

/**
 * A metaData list (`[{name, value}]`) as name => text.
 *
 * @param mixed $value A decoded JSON value.
 * @return array<string, string>
 */
function shop_islands_form_meta( $value ) {
	$meta = array();
	foreach ( shop_islands_form_list( $value ) as $entry ) {
		if ( shop_islands_form_is_object( $entry ) && isset( $entry['name'] ) && is_string( $entry['name'] ) ) {
			$meta[ $entry['name'] ] = shop_islands_form_str( isset( $entry['value'] ) ? $entry['value'] : null );
		}
	}
	return $meta;
}

/**
 * A field's submission key (its name, prefixed for objects other than contacts), which tells
 * fields apart.
 *
 * @param array<string, mixed> $field A field of the definition.
 * @return string
 */
function shop_islands_form_field_id( array $field ) {
	$types     = array(
		'CONTACT'             => '0-1',
		'COMPANY'             => '0-2',
		'TICKET'              => '0-5',
		'FEEDBACK_SUBMISSION' => '0-19',
	);
	$prefixes  = array(
		'0-1'  => '',
		'0-5'  => 'TICKET.',
		'0-19' => 'FEEDBACK_SUBMISSION.',
	);
	$type_id   = shop_islands_form_str( isset( $field['objectTypeId'] ) ? $field['objectTypeId'] : null );
	$property  = shop_islands_form_str( isset( $field['propertyObjectType'] ) ? $field['propertyObjectType'] : null );
	$type_id   = '' !== $type_id ? $type_id : ( isset( $types[ $property ] ) ? $types[ $property ] : '0-1' );
	$prefix    = isset( $prefixes[ $type_id ] ) ? $prefixes[ $type_id ] : $type_id . '/';
	return $prefix . $field['name'];
}

/**
 * One field as the placeholder needs it, or null when the widget skips it (no name, a type it
 * does not render). Its dependent fields come along (`dependents`), each with valid filters only.
 *
 * @param mixed $value A field of the definition.
 * @param int   $depth How deep in dependent fields.
 * @return array<string, mixed>|null
 */
function shop_islands_form_field( $value, $depth = 0 ) {
	$data = shop_islands_form_placeholder_data();
	if ( ! shop_islands_form_is_object( $value ) || ! isset( $value['name'] ) || ! is_string( $value['name'] ) || '' === $value['name'] ) {
		return null;
	}
	$type = isset( $value['fieldType'] ) ? $value['fieldType'] : null;
	if ( ! is_string( $type ) || ! in_array( $type, $data['field_types'], true ) ) {
		return null;
	}
	$dependents = array();
	foreach ( $depth <= 8 && isset( $value['dependentFieldFilters'] ) ? shop_islands_form_list( $value['dependentFieldFilters'] ) : array() as $dependent ) {
		if ( ! shop_islands_form_is_object( $dependent ) ) {
			continue;
		}
		$valid = true;
		foreach ( isset( $dependent['filters'] ) ? shop_islands_form_list( $dependent['filters'] ) : array() as $filter ) {
			$valid = $valid && shop_islands_form_is_object( $filter ) && isset( $filter['operator'] ) && in_array( $filter['operator'], $data['filter_operators'], true );
		}
		// A dependent field with a filter that cannot be read stays out, as in the widget.
		$key   = isset( $dependent['dependentFormField'] ) && shop_islands_form_is_object( $dependent['dependentFormField'] ) ? 'dependentFormField' : 'dependentField';
		$field = $valid && isset( $dependent[ $key ] ) ? shop_islands_form_field( $dependent[ $key ], $depth + 1 ) : null;
		if ( null !== $field ) {
			$dependents[] = $field;
		}
	}
	$options = array();
	foreach ( isset( $value['options'] ) ? shop_islands_form_list( $value['options'] ) : array() as $option ) {
		if ( ! shop_islands_form_is_object( $option ) || ! isset( $option['value'] ) || is_array( $option['value'] ) || '-null-' === $option['value'] ) {
			continue;
		}
		$label = shop_islands_form_str( isset( $option['label'] ) ? $option['label'] : null, shop_islands_form_str( $option['value'] ) );
		if ( ! ( isset( $option['hidden'] ) && ! is_array( $option['hidden'] ) && shop_islands_form_truthy( $option['hidden'] ) ) ) {
			$options[] = $label;
		}
	}
	$text = function ( $key ) use ( $value ) {
		return isset( $value[ $key ] ) && is_string( $value[ $key ] ) ? $value[ $key ] : '';
	};
	$meta = shop_islands_form_meta( isset( $value['metaData'] ) ? $value['metaData'] : null );
	return array(
		'id'                   => shop_islands_form_field_id( $value ),
		'name'                 => $value['name'],
		'label'                => shop_islands_form_str( isset( $value['label'] ) ? $value['label'] : null ),
		'description'          => shop_islands_form_str( isset( $value['description'] ) ? $value['description'] : null ),
		'fieldType'            => $type,
		'type'                 => shop_islands_form_str( isset( $value['type'] ) ? $value['type'] : null, 'string' ),
		'required'             => shop_islands_form_bool( isset( $value['required'] ) ? $value['required'] : null ),
		'hidden'               => shop_islands_form_bool( isset( $value['hidden'] ) ? $value['hidden'] : null ),
		'labelHidden'          => shop_islands_form_bool( isset( $value['labelHidden'] ) ? $value['labelHidden'] : null ),
		'placeholder'          => $text( 'placeholder' ),
		'footer'               => $text( 'footer' ),
		'countryCodeExtension' => $text( 'countryCodeExtension' ),
		'useCountryCodeSelect' => isset( $value['useCountryCodeSelect'] ) && true === $value['useCountryCodeSelect'],
		'numColumns'           => isset( $meta['numColumns'] ) ? $meta['numColumns'] : '',
		'options'              => $options,
		'dependents'           => $dependents,
	);
}

/**
 * A rich text field (v1 carries rich text as a field): its HTML, or null for anything else.
 *
 * @param mixed $value A field of the definition.
 * @return array{name: string, content: string}|null
 */
function shop_islands_form_rich_text_field( $value ) {
	if ( ! shop_islands_form_is_object( $value ) || ! isset( $value['fieldType'] ) || 'richtext' !== $value['fieldType'] || ! isset( $value['name'] ) || ! is_string( $value['name'] ) ) {
		return null;
	}
	$rich = isset( $value['richText'] ) && shop_islands_form_is_object( $value['richText'] ) ? $value['richText'] : null;
	return array(
		'name'    => $value['name'],
		'content' => shop_islands_form_str( null !== $rich ? ( isset( $rich['content'] ) ? $rich['content'] : null ) : ( isset( $value['defaultValue'] ) ? $value['defaultValue'] : null ) ),
	);
}

/**
 * A group of items (fields and rich text fields, in order): each rich text field keeps the index
 * of the field it precedes.
 *
 * @param array<int, array<string, mixed>> $items Parsed items, in order.
 * @param array<string, mixed>             $group The group of the definition.
 * @return array<string, mixed>
 */
function shop_islands_form_group( array $items, array $group = array() ) {
	$fields = array();
	$texts  = array();
	foreach ( $items as $item ) {
		if ( isset( $item['fieldType'] ) ) {
			$fields[] = $item;
		} else {
			$texts[] = $item + array( 'index' => count( $fields ) );
		}
	}
	$rich = isset( $group['richText'] ) && shop_islands_form_is_object( $group['richText'] ) && isset( $group['richText']['content'] ) && is_string( $group['richText']['content'] ) ? $group['richText']['content'] : '';
	return array(
		'fields'      => $fields,
		'richText'    => $rich,
		'textFields'  => $texts,
		'isPageBreak' => shop_islands_form_bool( isset( $group['isPageBreak'] ) ? $group['isPageBreak'] : null ),
		'pageNumber'  => isset( $group['pageNumber'] ) && ( is_int( $group['pageNumber'] ) || is_float( $group['pageNumber'] ) ) ? $group['pageNumber'] : null,
	);
}

/**
 * Reads a definition in any shape HubSpot serves. Null when it is no form at all (not an
 * object, or without any group or field).
 *
 * @param mixed $raw The decoded JSON.
 * @return array<string, mixed>|null
 */
function shop_islands_form_shape( $raw ) {
	$wrapper = is_array( $raw ) && ! shop_islands_form_is_object( $raw ) ? ( isset( $raw[0] ) ? $raw[0] : null ) : $raw;
	if ( shop_islands_form_is_object( $wrapper ) && isset( $wrapper['data'] ) && is_array( $wrapper['data'] ) && ! shop_islands_form_is_object( $wrapper['data'] ) ) {
		$wrapper = isset( $wrapper['data'][0] ) ? $wrapper['data'][0] : null;
	}
	if ( ! shop_islands_form_is_object( $wrapper ) ) {
		return null;
	}
	$form = isset( $wrapper['form'] ) && shop_islands_form_is_object( $wrapper['form'] ) ? $wrapper['form'] : $wrapper;
	if ( ! isset( $form['formFieldGroups'] ) && ! isset( $form['fields'] ) ) {
		return null;
	}
	// v1: groups name their fields from the flat list; a field no group claims is a group of its own.
	$flat = array();
	foreach ( isset( $form['fields'] ) ? shop_islands_form_list( $form['fields'] ) : array() as $value ) {
		$item = shop_islands_form_rich_text_field( $value );
		$item = null !== $item ? $item : shop_islands_form_field( $value );
		if ( null !== $item ) {
			$flat[ $item['name'] ] = $item;
		}
	}
	$groups = array();
	foreach ( isset( $form['formFieldGroups'] ) ? shop_islands_form_list( $form['formFieldGroups'] ) : array() as $group ) {
		if ( ! shop_islands_form_is_object( $group ) ) {
			continue;
		}
		$items = array();
		foreach ( isset( $group['fields'] ) ? shop_islands_form_list( $group['fields'] ) : array() as $value ) {
			$item = shop_islands_form_rich_text_field( $value );
			$item = null !== $item ? $item : shop_islands_form_field( $value );
			if ( null !== $item ) {
				$items[] = $item;
			}
		}
		foreach ( isset( $group['fieldNames'] ) ? shop_islands_form_list( $group['fieldNames'] ) : array() as $name ) {
			$name = is_array( $name ) || null === $name ? null : shop_islands_form_str( $name );
			if ( null !== $name && isset( $flat[ $name ] ) ) {
				$items[] = $flat[ $name ];
				unset( $flat[ $name ] );
			}
		}
		$groups[] = shop_islands_form_group( $items, $group );
	}
	foreach ( $flat as $item ) {
		$groups[] = shop_islands_form_group( array( $item ) );
	}

	$meta       = shop_islands_form_meta( isset( $form['metaData'] ) ? $form['metaData'] : null );
	$scopes     = isset( $wrapper['scopes'] ) && shop_islands_form_is_object( $wrapper['scopes'] ) ? $wrapper['scopes'] : ( isset( $form['scopes'] ) && shop_islands_form_is_object( $form['scopes'] ) ? $form['scopes'] : array() );
	$properties = isset( $wrapper['properties'] ) && shop_islands_form_is_object( $wrapper['properties'] ) ? $wrapper['properties'] : array();
	$consent    = shop_islands_form_object( isset( $meta['legalConsentOptions'] ) ? $meta['legalConsentOptions'] : ( isset( $form['legalConsentOptions'] ) ? $form['legalConsentOptions'] : null ) );
	$flag       = function ( $key ) use ( $meta, $form ) {
		return shop_islands_form_bool( isset( $meta[ $key ] ) ? $meta[ $key ] : ( isset( $form[ $key ] ) ? $form[ $key ] : null ) );
	};
	$field      = function ( $key ) use ( $form ) {
		return shop_islands_form_str( isset( $form[ $key ] ) ? $form[ $key ] : null );
	};
	$style      = shop_islands_form_object( isset( $form['style'] ) ? $form['style'] : null );
	return array(
		'portalId'            => $field( 'portalId' ),
		'guid'                => $field( 'guid' ),
		'groups'              => $groups,
		'themeName'           => $field( 'themeName' ),
		'cssClass'            => $field( 'cssClass' ),
		'submitText'          => trim( $field( 'submitText' ) ),
		'captchaEnabled'      => shop_islands_form_bool( isset( $form['captchaEnabled'] ) ? $form['captchaEnabled'] : null ),
		'style'               => null === $style ? array() : $style,
		'lang'                => isset( $meta['lang'] ) ? $meta['lang'] : $field( 'lang' ),
		'allowCookieReset'    => $flag( 'allowCookieReset' ),
		'hasKnownProperties'  => isset( $form['hasKnownProperties'] ) && is_bool( $form['hasKnownProperties'] ) ? $form['hasKnownProperties'] : count( array_filter( $properties, 'is_scalar' ) ) > 0,
		'legalConsentOptions' => null === $consent ? null : shop_islands_form_consent( $consent ),
		'noBranding'          => isset( $scopes['noBranding'] ) && is_bool( $scopes['noBranding'] ) ? $scopes['noBranding'] : true,
		'customStyleAccess'   => isset( $scopes['customStyleAccess'] ) && true === $scopes['customStyleAccess'],
	);
}

/**
 * The legal consent block's texts and checkboxes (the widget's `consentCheckboxes`).
 *
 * @param array<string, mixed> $consent The definition's legalConsentOptions.
 * @return array{texts: array<string, string>, boxes: array<int, array{id: string, label: string, required: bool}>}
 */
function shop_islands_form_consent( array $consent ) {
	$texts = array();
	foreach ( array( 'communicationConsentText', 'processingConsentText', 'privacyPolicyText' ) as $key ) {
		$texts[ $key ] = isset( $consent[ $key ] ) && is_string( $consent[ $key ] ) ? $consent[ $key ] : '';
	}
	$boxes = array();
	if ( ! shop_islands_form_bool( isset( $consent['isLegitimateInterest'] ) ? $consent['isLegitimateInterest'] : null ) ) {
		foreach ( isset( $consent['communicationConsentCheckboxes'] ) ? shop_islands_form_list( $consent['communicationConsentCheckboxes'] ) : array() as $box ) {
			if ( shop_islands_form_is_object( $box ) ) {
				$boxes[] = array(
					'id'       => 'LEGAL_CONSENT.subscription_type_' . shop_islands_form_str( isset( $box['communicationTypeId'] ) ? $box['communicationTypeId'] : null ),
					'label'    => shop_islands_form_str( isset( $box['label'] ) ? $box['label'] : null ),
					'required' => shop_islands_form_bool( isset( $box['required'] ) ? $box['required'] : null ),
				);
			}
		}
		if ( isset( $consent['processingConsentType'] ) && 'REQUIRED_CHECKBOX' === $consent['processingConsentType'] ) {
			$boxes[] = array(
				'id'       => 'LEGAL_CONSENT.processing',
				'label'    => isset( $consent['processingConsentCheckboxLabel'] ) && is_string( $consent['processingConsentCheckboxLabel'] ) ? $consent['processingConsentCheckboxLabel'] : '',
				'required' => true,
			);
		}
	}
	return array(
		'texts' => $texts,
		'boxes' => $boxes,
	);
}
