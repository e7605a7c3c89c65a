<?php
/**
 * What the form placeholder (inc/form-placeholder.php) takes from the widget: its CSS, its words in
 * each form language that has them, HubSpot's form locales, the field types and dependent-field
 * operators it reads. Generated from the widget's sources by `npm run theme:i18n`
 * (scripts/theme/form-placeholder.ts): do not edit.
 *
 * @package shop-islands
 */

defined( 'ABSPATH' ) || exit;

/**
 * The placeholder's data, built once per request.
 *
 * @return array{css: string, locales: string[], words: array<string, array<string, string>>, field_types: string[], filter_operators: string[]}
 */
function shop_islands_form_placeholder_data() {
	static $data = null;
	if ( null === $data ) {
		$data = array(
			'css'              => ':host{all:initial;display:block;container-type:inline-size}.shop-islands-form-shape{display:none}@media (scripting:enabled){.shop-islands-form-shape{display:block;box-sizing:border-box;padding:6px;min-height:200px;max-height:1000px;overflow:hidden}slot{display:none}}@media (pointer:coarse){.shop-islands-form-shape .si-dp{display:none}}@media not (pointer:coarse){.shop-islands-form-shape .si-dp-native{display:none}}.hs-form{font-family:var(--hsf-font,system-ui,-apple-system,\'Segoe UI\',Roboto,Arial,sans-serif);line-height:1.5;max-width:var(--hsf-width,100%);display:grid;gap:14px}.hs-form fieldset{border:0;margin:0;padding:0;min-width:0;display:grid;gap:14px}.hs-form .form-columns-2{--hsf-cols:2}.hs-form .form-columns-3{--hsf-cols:3}@container (min-width:480px){.hs-form [class*=form-columns-]{grid-template-columns:repeat(var(--hsf-cols),minmax(0,1fr))}.hs-form .hs-richtext{grid-column:1/-1}}.hs-form--fixed-columns [class*=form-columns-]{grid-template-columns:repeat(var(--hsf-cols),minmax(0,1fr))}.hs-form-field>label,.hs-form-field legend{display:block;font-weight:600;margin-bottom:4px;color:var(--hsf-label-color,inherit);font-size:var(--hsf-label-size,inherit);padding:0}.hs-form-required{color:#c0392b;margin-inline-start:2px}.hs-field-desc{color:var(--hsf-help-color,#52606d);font-size:var(--hsf-help-size,13px);margin-bottom:4px}.hs-form .hs-input:not([type=checkbox]):not([type=radio]){box-sizing:border-box;width:100%;min-height:40px;padding:8px 10px;border:1px solid #9aa5b1;border-radius:4px;font:inherit;background:#fff;color:inherit}.hs-form textarea.hs-input{min-height:96px}.hs-form[dir=rtl] input[type=email],.hs-form[dir=rtl] input[type=tel],.hs-form[dir=rtl] input[type=number]{direction:ltr;text-align:right}.hs-form .hs-field-invalid .hs-input{border-color:#c0392b}.hs-form .inputs-list{list-style:none;margin:0;padding:0;display:grid;gap:6px}.hs-form .inputs-list label,.hs-form .legal-consent-container label{display:flex;gap:8px;align-items:flex-start}.hs-form .inputs-list label{font-weight:400}.hs-form .hs-error-msgs{color:#c0392b;font-size:14px;margin:4px 0 0}.hs-field-infos button,.hs-form__step-link,.hs-reset-link{background:none;border:0;padding:0;color:var(--hsf-link-color,#0b5d8a);text-decoration:underline;cursor:pointer;font:inherit}.hs-field-infos button{padding:2px 0;text-align:start}.hs-form .actions{display:flex;gap:10px;justify-content:var(--hsf-submit-align,flex-start);flex-wrap:wrap}.hs-form .hs-button{min-height:44px;padding:10px 22px;border:0;border-radius:4px;background:var(--hsf-submit-bg,#0b5d8a);color:var(--hsf-submit-color,#fff);font:inherit;font-size:var(--hsf-submit-size,inherit);font-weight:600;cursor:pointer}.hs-form .hs-form__previous{background:transparent;color:inherit;border:1px solid currentColor}.hs-form .hs-button[aria-disabled=true]{opacity:.6;cursor:progress}.hs-form .legal-consent-container{color:var(--hsf-consent-color,inherit);font-size:var(--hsf-consent-size,14px);display:grid;gap:8px}.hs-form__step{margin:0;font-weight:600}.hs-reset-link{color:buttontext;justify-self:start}.hs-form__visually-hidden{position:absolute!important;width:1px;height:1px;overflow:hidden;clip:rect(1px,1px,1px,1px);white-space:nowrap}.hs-form-thanks{color:var(--hsf-thanks-color,inherit);font-size:var(--hsf-thanks-size,inherit)}.hs-form :focus-visible{outline:3px solid #f4b23e;outline-offset:2px}',
			'locales'          => array( 'en', 'af', 'ar-eg', 'bg', 'bn', 'ca-es', 'cs', 'da', 'de', 'el', 'en-gb', 'es', 'es-mx', 'et', 'fi', 'fr', 'fr-ca', 'ga-ie', 'he-il', 'hi', 'hr', 'hu', 'id', 'it', 'ja', 'ko', 'lt', 'lv', 'ms', 'nl', 'no', 'pl', 'pt', 'pt-br', 'ro', 'ru', 'sk', 'sl', 'sv', 'th', 'tl', 'tr', 'uk', 'vi', 'zh-cn', 'zh-hk', 'zh-tw' ),
			'words'            => array(
				'en' => array( 'submit' => 'Submit', 'next' => 'Next', 'selectPlaceholder' => 'Please select', 'cookieReset' => 'Not you? Click here to reset', 'pageOf' => '{{currentPage}} of {{numberOfPages}}' ),
				'af' => array( 'submit' => 'Dien in', 'next' => 'Volgende', 'selectPlaceholder' => 'Kies asseblief', 'cookieReset' => 'Nie jy nie? Klik hier om terug te stel', 'pageOf' => '{{currentPage}} van {{numberOfPages}}' ),
				'ar-eg' => array( 'submit' => 'إرسال', 'next' => 'التالي', 'selectPlaceholder' => 'يُرجى الاختيار', 'cookieReset' => 'لست أنت؟ انقر هنا لإعادة التعيين', 'pageOf' => '{{currentPage}} من {{numberOfPages}}' ),
				'bg' => array( 'submit' => 'Изпращане', 'next' => 'Напред', 'selectPlaceholder' => 'Моля, изберете', 'cookieReset' => 'Не сте Вие? Щракнете тук, за да нулирате', 'pageOf' => '{{currentPage}} от {{numberOfPages}}' ),
				'bn' => array( 'submit' => 'জমা দিন', 'next' => 'পরবর্তী', 'selectPlaceholder' => 'অনুগ্রহ করে বেছে নিন', 'cookieReset' => 'আপনি নন? রিসেট করতে এখানে ক্লিক করুন', 'pageOf' => '{{currentPage}} / {{numberOfPages}}' ),
				'ca-es' => array( 'submit' => 'Envia', 'next' => 'Següent', 'selectPlaceholder' => 'Selecciona una opció', 'cookieReset' => 'No ets tu? Fes clic aquí per restablir-ho', 'pageOf' => '{{currentPage}} de {{numberOfPages}}' ),
				'cs' => array( 'submit' => 'Odeslat', 'next' => 'Další', 'selectPlaceholder' => 'Vyberte', 'cookieReset' => 'Nejste to vy? Klikněte sem a začněte znovu', 'pageOf' => '{{currentPage}} z {{numberOfPages}}' ),
				'da' => array( 'submit' => 'Send', 'next' => 'Næste', 'selectPlaceholder' => 'Vælg', 'cookieReset' => 'Ikke dig? Klik her for at nulstille', 'pageOf' => '{{currentPage}} af {{numberOfPages}}' ),
				'de' => array( 'submit' => 'Absenden', 'next' => 'Weiter', 'selectPlaceholder' => 'Bitte auswählen', 'cookieReset' => 'Nicht Sie? Klicken Sie hier zum Zurücksetzen', 'pageOf' => '{{currentPage}} von {{numberOfPages}}' ),
				'el' => array( 'submit' => 'Υποβολή', 'next' => 'Επόμενο', 'selectPlaceholder' => 'Επιλέξτε', 'cookieReset' => 'Δεν είστε εσείς; Κάντε κλικ εδώ για επαναφορά', 'pageOf' => '{{currentPage}} από {{numberOfPages}}' ),
				'en-gb' => array( 'submit' => 'Submit', 'next' => 'Next', 'selectPlaceholder' => 'Please select', 'cookieReset' => 'Not you? Click here to reset', 'pageOf' => '{{currentPage}} of {{numberOfPages}}' ),
				'es' => array( 'submit' => 'Enviar', 'next' => 'Siguiente', 'selectPlaceholder' => 'Selecciona una opción', 'cookieReset' => '¿No eres tú? Haz clic aquí para restablecer', 'pageOf' => '{{currentPage}} de {{numberOfPages}}' ),
				'es-mx' => array( 'submit' => 'Enviar', 'next' => 'Siguiente', 'selectPlaceholder' => 'Selecciona una opción', 'cookieReset' => '¿No eres tú? Haz clic aquí para restablecer', 'pageOf' => '{{currentPage}} de {{numberOfPages}}' ),
				'et' => array( 'submit' => 'Saada', 'next' => 'Edasi', 'selectPlaceholder' => 'Valige', 'cookieReset' => 'Pole teie? Klõpsake siin, et alustada uuesti', 'pageOf' => '{{currentPage}}/{{numberOfPages}}' ),
				'fi' => array( 'submit' => 'Lähetä', 'next' => 'Seuraava', 'selectPlaceholder' => 'Valitse', 'cookieReset' => 'Väärä henkilö? Tyhjennä tiedot napsauttamalla tästä', 'pageOf' => '{{currentPage}}/{{numberOfPages}}' ),
				'fr' => array( 'submit' => 'Envoyer', 'next' => 'Suivant', 'selectPlaceholder' => 'Veuillez sélectionner', 'cookieReset' => 'Ce n’est pas vous ? Cliquez ici pour réinitialiser', 'pageOf' => '{{currentPage}} sur {{numberOfPages}}' ),
				'fr-ca' => array( 'submit' => 'Envoyer', 'next' => 'Suivant', 'selectPlaceholder' => 'Veuillez sélectionner', 'cookieReset' => 'Ce n’est pas vous? Cliquez ici pour réinitialiser', 'pageOf' => '{{currentPage}} sur {{numberOfPages}}' ),
				'ga-ie' => array( 'submit' => 'Seol', 'next' => 'Ar aghaidh', 'selectPlaceholder' => 'Roghnaigh, le do thoil', 'cookieReset' => 'Ní tusa atá ann? Cliceáil anseo chun athshocrú', 'pageOf' => '{{currentPage}} as {{numberOfPages}}' ),
				'he-il' => array( 'submit' => 'שליחה', 'next' => 'הבא', 'selectPlaceholder' => 'יש לבחור', 'cookieReset' => 'לא אתם? אפשר ללחוץ כאן לאיפוס', 'pageOf' => '{{currentPage}} מתוך {{numberOfPages}}' ),
				'hi' => array( 'submit' => 'सबमिट करें', 'next' => 'आगे', 'selectPlaceholder' => 'कृपया चुनें', 'cookieReset' => 'आप नहीं हैं? रीसेट करने के लिए यहाँ क्लिक करें', 'pageOf' => '{{numberOfPages}} में से {{currentPage}}' ),
				'hr' => array( 'submit' => 'Pošalji', 'next' => 'Dalje', 'selectPlaceholder' => 'Odaberite', 'cookieReset' => 'Niste vi? Kliknite ovdje za poništavanje', 'pageOf' => '{{currentPage}} od {{numberOfPages}}' ),
				'hu' => array( 'submit' => 'Küldés', 'next' => 'Tovább', 'selectPlaceholder' => 'Kérjük, válasszon', 'cookieReset' => 'Nem Ön az? Kattintson ide a visszaállításhoz', 'pageOf' => '{{currentPage}}/{{numberOfPages}}' ),
				'id' => array( 'submit' => 'Kirim', 'next' => 'Berikutnya', 'selectPlaceholder' => 'Silakan pilih', 'cookieReset' => 'Bukan Anda? Klik di sini untuk mengatur ulang', 'pageOf' => '{{currentPage}} dari {{numberOfPages}}' ),
				'it' => array( 'submit' => 'Invia', 'next' => 'Avanti', 'selectPlaceholder' => 'Seleziona', 'cookieReset' => 'Non sei tu? Fai clic qui per reimpostare', 'pageOf' => '{{currentPage}} di {{numberOfPages}}' ),
				'ja' => array( 'submit' => '送信', 'next' => '次へ', 'selectPlaceholder' => '選択してください', 'cookieReset' => 'ご本人でない場合は、こちらをクリックしてリセットしてください', 'pageOf' => '{{currentPage}} / {{numberOfPages}}' ),
				'ko' => array( 'submit' => '제출', 'next' => '다음', 'selectPlaceholder' => '선택해 주세요', 'cookieReset' => '본인이 아니신가요? 여기를 클릭하여 초기화하세요', 'pageOf' => '{{currentPage}} / {{numberOfPages}}' ),
				'lt' => array( 'submit' => 'Pateikti', 'next' => 'Toliau', 'selectPlaceholder' => 'Pasirinkite', 'cookieReset' => 'Ne jūs? Spustelėkite čia ir pradėkite iš naujo', 'pageOf' => '{{currentPage}} iš {{numberOfPages}}' ),
				'lv' => array( 'submit' => 'Iesniegt', 'next' => 'Tālāk', 'selectPlaceholder' => 'Lūdzu, izvēlieties', 'cookieReset' => 'Tas neesat jūs? Noklikšķiniet šeit, lai atiestatītu', 'pageOf' => '{{currentPage}} no {{numberOfPages}}' ),
				'ms' => array( 'submit' => 'Hantar', 'next' => 'Seterusnya', 'selectPlaceholder' => 'Sila pilih', 'cookieReset' => 'Bukan anda? Klik di sini untuk menetapkan semula', 'pageOf' => '{{currentPage}} daripada {{numberOfPages}}' ),
				'nl' => array( 'submit' => 'Verzenden', 'next' => 'Volgende', 'selectPlaceholder' => 'Maak een keuze', 'cookieReset' => 'Bent u het niet? Klik hier om opnieuw te beginnen', 'pageOf' => '{{currentPage}} van {{numberOfPages}}' ),
				'no' => array( 'submit' => 'Send inn', 'next' => 'Neste', 'selectPlaceholder' => 'Velg', 'cookieReset' => 'Ikke deg? Klikk her for å tilbakestille', 'pageOf' => '{{currentPage}} av {{numberOfPages}}' ),
				'pl' => array( 'submit' => 'Wyślij', 'next' => 'Dalej', 'selectPlaceholder' => 'Wybierz', 'cookieReset' => 'To nie Ty? Kliknij tutaj, aby zresetować', 'pageOf' => '{{currentPage}} z {{numberOfPages}}' ),
				'pt' => array( 'submit' => 'Enviar', 'next' => 'Seguinte', 'selectPlaceholder' => 'Selecione', 'cookieReset' => 'Não é quem pensávamos? Clique aqui para repor', 'pageOf' => '{{currentPage}} de {{numberOfPages}}' ),
				'pt-br' => array( 'submit' => 'Enviar', 'next' => 'Próximo', 'selectPlaceholder' => 'Selecione', 'cookieReset' => 'Não é você? Clique aqui para redefinir', 'pageOf' => '{{currentPage}} de {{numberOfPages}}' ),
				'ro' => array( 'submit' => 'Trimite', 'next' => 'Înainte', 'selectPlaceholder' => 'Selectați', 'cookieReset' => 'Nu sunteți dvs.? Faceți clic aici pentru a reseta', 'pageOf' => '{{currentPage}} din {{numberOfPages}}' ),
				'ru' => array( 'submit' => 'Отправить', 'next' => 'Далее', 'selectPlaceholder' => 'Выберите', 'cookieReset' => 'Это не вы? Нажмите здесь, чтобы сбросить данные', 'pageOf' => '{{currentPage}} из {{numberOfPages}}' ),
				'sk' => array( 'submit' => 'Odoslať', 'next' => 'Ďalej', 'selectPlaceholder' => 'Vyberte', 'cookieReset' => 'Nie ste to vy? Kliknite sem a začnite odznova', 'pageOf' => '{{currentPage}} z {{numberOfPages}}' ),
				'sl' => array( 'submit' => 'Pošlji', 'next' => 'Naprej', 'selectPlaceholder' => 'Izberite', 'cookieReset' => 'Niste vi? Kliknite tukaj za ponastavitev', 'pageOf' => '{{currentPage}} od {{numberOfPages}}' ),
				'sv' => array( 'submit' => 'Skicka', 'next' => 'Nästa', 'selectPlaceholder' => 'Välj', 'cookieReset' => 'Inte du? Klicka här för att återställa', 'pageOf' => '{{currentPage}} av {{numberOfPages}}' ),
				'th' => array( 'submit' => 'ส่ง', 'next' => 'ถัดไป', 'selectPlaceholder' => 'โปรดเลือก', 'cookieReset' => 'ไม่ใช่คุณใช่ไหม คลิกที่นี่เพื่อรีเซ็ต', 'pageOf' => '{{currentPage}} จาก {{numberOfPages}}' ),
				'tl' => array( 'submit' => 'I-submit', 'next' => 'Susunod', 'selectPlaceholder' => 'Pumili', 'cookieReset' => 'Hindi ikaw? Mag-click dito para i-reset', 'pageOf' => '{{currentPage}} sa {{numberOfPages}}' ),
				'tr' => array( 'submit' => 'Gönder', 'next' => 'İleri', 'selectPlaceholder' => 'Lütfen seçin', 'cookieReset' => 'Siz değil misiniz? Sıfırlamak için buraya tıklayın', 'pageOf' => '{{currentPage}}/{{numberOfPages}}' ),
				'uk' => array( 'submit' => 'Надіслати', 'next' => 'Далі', 'selectPlaceholder' => 'Виберіть', 'cookieReset' => 'Це не ви? Натисніть тут, щоб скинути дані', 'pageOf' => '{{currentPage}} з {{numberOfPages}}' ),
				'vi' => array( 'submit' => 'Gửi', 'next' => 'Tiếp', 'selectPlaceholder' => 'Vui lòng chọn', 'cookieReset' => 'Không phải bạn? Bấm vào đây để đặt lại', 'pageOf' => '{{currentPage}} / {{numberOfPages}}' ),
				'zh-cn' => array( 'submit' => '提交', 'next' => '下一步', 'selectPlaceholder' => '请选择', 'cookieReset' => '不是您？点击此处重置', 'pageOf' => '{{currentPage}} / {{numberOfPages}}' ),
				'zh-hk' => array( 'submit' => '提交', 'next' => '下一步', 'selectPlaceholder' => '請選擇', 'cookieReset' => '不是您？按此重設', 'pageOf' => '{{currentPage}} / {{numberOfPages}}' ),
				'zh-tw' => array( 'submit' => '提交', 'next' => '下一步', 'selectPlaceholder' => '請選擇', 'cookieReset' => '不是您嗎？按一下這裡重設', 'pageOf' => '{{currentPage}} / {{numberOfPages}}' ),
			),
			'field_types'      => array( 'checkbox', 'date', 'email', 'file', 'number', 'phone', 'phonenumber', 'radio', 'payment_link_radio', 'select', 'booleancheckbox', 'text', 'textarea' ),
			'filter_operators' => array( 'EQ', 'NEQ', 'CONTAINS', 'DOESNT_CONTAIN', 'STR_STARTS_WITH', 'STR_ENDS_WITH', 'LT', 'LTE', 'GT', 'GTE', 'BETWEEN', 'NOT_BETWEEN', 'WITHIN_TIME', 'WITHIN_TIME_REVERSE', 'SET_ALL', 'SET_NOT_ALL', 'SET_ANY', 'SET_NOT_ANY', 'SET_EQ', 'SET_NEQ', 'IS_NOT_EMPTY' ),
		);
	}
	return $data;
}
