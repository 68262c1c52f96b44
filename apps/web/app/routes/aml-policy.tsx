import './legal-catalogue.ts';
import type { MetaFunction } from 'react-router';
import { LegalPage } from '~/features/legal/index.ts';
import { pageMeta } from '~/seo/meta.ts';

export const meta: MetaFunction = (args) => pageMeta(args, 'amlPolicy');

export default function AmlPolicyPage() {
  return <LegalPage doc="aml" />;
}
