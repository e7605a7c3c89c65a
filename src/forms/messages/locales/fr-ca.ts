import type { Catalog } from '../en';
import fr from './fr';

/**
 * French (Canada): France's strings where they read the same; Quebec usage where it differs
 * ("courriel", "pourriel") and Quebec typography (no space before ? and ;).
 */
const frCa: Catalog = {
  ...fr,
  invalidEmailFormat: 'L’adresse courriel doit être correctement formatée.',
  invalidEmail: 'Veuillez saisir une adresse courriel valide.',
  manuallyBlockedEmailDomain: 'Veuillez saisir une autre adresse courriel. Ce formulaire n’accepte pas les adresses de {domain}.',
  forbiddenEmailDomain: 'Veuillez saisir une autre adresse courriel. Ce formulaire n’accepte pas les adresses de {domain}.',
  emailSuggestion: 'Vouliez-vous dire {email}?',
  resubscribeMessage: 'Il semble que vous ayez choisi de ne plus recevoir nos courriels. Cliquez ici pour recevoir un courriel et vous réabonner.',
  emailOptIn: 'Veuillez consulter vos courriels pour vous réabonner.',
  BLOCKED_EMAIL: 'Veuillez modifier votre adresse courriel pour continuer.',
  CAPTCHA_UNAVAILABLE: 'Ce formulaire ne peut pas être envoyé, car la vérification antipourriel n’est pas disponible. Veuillez réessayer plus tard ou communiquer avec le propriétaire du site.',
  captchaLoading: 'Chargement de la vérification antipourriel. Votre formulaire sera envoyé dès qu’elle sera prête.',
  captchaLoadFailed: 'La vérification antipourriel n’a pas pu être chargée. Vous pouvez tout de même envoyer le formulaire; le site décidera s’il l’accepte.',
  MISSING_SCOPE: 'Ce formulaire ne peut pas être envoyé depuis cette page. Veuillez communiquer avec le propriétaire du site.',
  FORM_TYPE_MISMATCH: 'Ce type de formulaire ne peut pas être envoyé ici. Veuillez communiquer avec le propriétaire du site.',
  FORM_MISCONFIGURED: 'Ce formulaire n’est pas correctement configuré et ne peut pas être envoyé. Veuillez communiquer avec le propriétaire du site.',
  cookieReset: 'Ce n’est pas vous? Cliquez ici pour réinitialiser',
};
export default frCa;
