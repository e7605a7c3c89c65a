import type { Translation } from '../../catalog';
import type { strings } from '../password';

export default {
  'password.strength': 'Password strength',
  'password.strength.0': 'Very weak',
  'password.strength.1': 'Weak',
  'password.strength.2': 'Weak',
  'password.strength.3': 'Medium',
  'password.strength.4': 'Strong',
  'password.strength.5': 'Mismatch',
  'password.hint': 'Hint: the password should be at least 12 characters long. To make it stronger, use upper and lower case letters, digits and special characters like ! " ? $ % ^ & ).',
  'password.tooWeak': 'Please enter a stronger password.',
  'password.show': 'Show password',
  'password.hide': 'Hide password',
} satisfies Translation<typeof strings>;
