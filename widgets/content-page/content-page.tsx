import type { WidgetRenderProps } from '../../runtime/slots/index.ts';
import { loadSanitizer } from '../../runtime/ui/index.ts';
import { AwardsView } from './awards-view.tsx';
import { BonusBalanceView } from './bonus-balance-view.tsx';
import type { ContentPageProps } from './content-page.schema.ts';
import { CryptoBenefitsView } from './crypto-benefits-view.tsx';
import { FeatureFlagsView } from './feature-flags-view.tsx';
import { NewsView } from './news-view.tsx';
import { OopsView } from './oops-view.tsx';
import { PaymentsView } from './payments-view.tsx';
import { PromotionsView } from './promotions-view.tsx';
import { SportView } from './sport-view.tsx';
import './content-page.css';

/**
 * Bonus pages and news articles are CMS HTML: the widget's code is ready once the sanitiser is, so
 * that the page hydrates with the HTML the server drew (see index.ts).
 */
export const sanitizerReady = loadSanitizer();

export default function ContentPage({ props }: WidgetRenderProps<ContentPageProps>) {
  switch (props.view) {
    case 'promotions':
      return <PromotionsView terms={props.terms} />;
    case 'news':
      return <NewsView />;
    case 'awards':
      return <AwardsView />;
    case 'payments':
      return <PaymentsView />;
    case 'crypto-benefits':
      return <CryptoBenefitsView />;
    case 'bonus-balance':
      return <BonusBalanceView />;
    case 'oops':
      return <OopsView />;
    case 'feature-flags':
      return <FeatureFlagsView />;
    case 'sport':
      return <SportView />;
  }
}
