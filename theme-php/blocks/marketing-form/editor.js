/**
 * The "Marketing form" block in the editor: its ids in the sidebar, and the server's rendering
 * as the preview (the form itself loads on the site). Plain ES5 on WordPress's globals: no build.
 */
( function ( wp ) {
	var el = wp.element.createElement;
	var __ = wp.i18n.__;
	var controls = [
		[ 'portalId', 'Portal ID' ],
		[ 'formId', 'Form ID' ],
		[ 'region', "Region (empty: the customizer's)" ],
	];

	wp.blocks.registerBlockType( 'shop-islands/marketing-form', {
		edit: function ( props ) {
			var fields = controls.map( function ( control ) {
				return el( wp.components.TextControl, {
					key: control[ 0 ],
					label: __( control[ 1 ], 'shop-islands' ),
					value: props.attributes[ control[ 0 ] ],
					onChange: function ( value ) {
						var change = {};
						change[ control[ 0 ] ] = value.trim();
						props.setAttributes( change );
					},
				} );
			} );
			return el(
				'div',
				wp.blockEditor.useBlockProps(),
				el( wp.blockEditor.InspectorControls, null, el( wp.components.PanelBody, { title: __( 'Form', 'shop-islands' ) }, fields ) ),
				el( wp.serverSideRender, { block: 'shop-islands/marketing-form', attributes: props.attributes } )
			);
		},
		save: function () {
			return null;
		},
	} );
} )( window.wp );
