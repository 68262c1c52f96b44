import './legal-catalogue.ts';
import type { MetaFunction } from 'react-router';
import { LegalPage } from '~/features/legal/index.ts';
import { pageMeta } from '~/seo/meta.ts';

export const meta: MetaFunction = (args) => pageMeta(args, 'terms');

export default function TermsPage() {
  return <LegalPage doc="terms" />;
}
