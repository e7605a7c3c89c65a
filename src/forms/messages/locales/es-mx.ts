import type { Catalog } from '../en';
import es from './es';

/** Spanish (Mexico): Spain's strings where they read the same, Mexican usage where it differs ("ingresa", "comunícate", the preterite). */
const esMx: Catalog = {
  ...es,
  invalidEmail: 'Ingresa una dirección de correo electrónico válida.',
  manuallyBlockedEmailDomain: 'Ingresa otra dirección de correo electrónico. Este formulario no acepta direcciones de {domain}.',
  forbiddenEmailDomain: 'Ingresa otra dirección de correo electrónico. Este formulario no acepta direcciones de {domain}.',
  invalidNumber: 'Ingresa un número válido.',
  invalidNumberRangeTooLarge: 'Ingresa un número menor o igual a {max}.',
  invalidNumberRangeTooSmall: 'Ingresa un número mayor o igual a {min}.',
  numberOutOfRange: 'El número que ingresaste está fuera del rango permitido.',
  minNumber: 'mayor o igual a {min}',
  maxNumber: 'menor o igual a {max}',
  invalidDate: 'Ingresa una fecha válida.',
  serverError: 'Hubo un problema con este campo. Revísalo e inténtalo de nuevo.',
  resubscribeMessage: 'Parece que cancelaste tu suscripción a las comunicaciones por correo electrónico. Haz clic aquí para recibir un correo y volver a suscribirte.',
  TOO_MANY_REQUESTS: 'Hubo un problema al enviar el formulario. Espera unos segundos e inténtalo de nuevo.',
  SERVER_ERROR: 'Lo sentimos, algo falló y el formulario no se envió. Inténtalo de nuevo más tarde.',
  RECAPTCHA_VALIDATION_ERROR: 'La verificación del captcha falló. Inténtalo de nuevo.',
  OUT_OF_DATE: 'Este formulario cambió desde que se cargó la página. Vuelve a cargar la página e inténtalo de nuevo.',
  FORM_NOT_PUBLISHED: 'Este formulario todavía no se publica.',
  MISSING_SCOPE: 'Este formulario no se puede enviar desde esta página. Comunícate con el propietario del sitio.',
  FORM_TYPE_MISMATCH: 'Este tipo de formulario no se puede enviar aquí. Comunícate con el propietario del sitio.',
  FORM_MISCONFIGURED: 'Este formulario no está bien configurado y no se puede enviar. Comunícate con el propietario del sitio.',
  CAPTCHA_UNAVAILABLE: 'Este formulario no se puede enviar porque la verificación antispam no está disponible. Inténtalo de nuevo más tarde o comunícate con el propietario del sitio.',
  captchaLoading: 'Cargando la verificación antispam. El formulario se enviará en cuanto esté lista.',
  captchaLoadFailed: 'No se pudo cargar la verificación antispam. Puedes enviar el formulario de todos modos; el sitio decidirá si lo acepta.',
  thanks: 'Gracias, recibimos tu formulario.',
};
export default esMx;
