import { privacyCopy } from '../../copy/legal/privacy';
import { termsCopy } from '../../copy/legal/terms';
import { LegalPage } from './legal-page';

/** /anvandarvillkor */
export function TermsPage() {
  return <LegalPage page="terms" content={termsCopy} />;
}

/** /integritetspolicy */
export function PrivacyPage() {
  return <LegalPage page="privacy" content={privacyCopy} />;
}
