import type { Catalog } from '../en';

/** Spanish: a first few strings; the rest fall back to English. */
const es: Partial<Catalog> = {
  required: 'Completa este campo obligatorio.',
  invalidEmailFormat: 'El correo electrónico debe tener un formato correcto.',
  invalidEmail: 'Introduce una dirección de correo electrónico válida.',
  invalidNumber: 'Introduce un número válido.',
  invalidDate: 'Introduce una fecha válida.',
  MISSING_REQUIRED_FIELDS: 'Completa todos los campos obligatorios.',
  next: 'Siguiente',
  previous: 'Anterior',
  submit: 'Enviar',
  selectPlaceholder: 'Selecciona una opción',
  thanks: 'Gracias, hemos recibido el formulario.',
};
export default es;
