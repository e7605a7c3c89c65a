import type { Catalog } from '../en';

/** French: a first few strings; the rest fall back to English. */
const fr: Partial<Catalog> = {
  required: 'Veuillez remplir ce champ obligatoire.',
  invalidEmailFormat: "L'adresse e-mail doit être correctement formatée.",
  invalidEmail: 'Veuillez saisir une adresse e-mail valide.',
  invalidNumber: 'Veuillez saisir un nombre valide.',
  invalidDate: 'Veuillez saisir une date valide.',
  MISSING_REQUIRED_FIELDS: 'Veuillez remplir tous les champs obligatoires.',
  next: 'Suivant',
  previous: 'Précédent',
  submit: 'Envoyer',
  selectPlaceholder: 'Veuillez sélectionner',
  thanks: 'Merci, votre formulaire a bien été envoyé.',
};
export default fr;
