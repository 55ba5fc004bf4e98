import { ChakraProvider } from '@chakra-ui/react';
import type { Locale } from '@evbazaar/common/src/format/locale';
import { loadNamespace } from '@evbazaar/common/src/i18n/namespace';
import { reviewsText } from '@evbazaar/common/src/i18n/text/reviews.generated';
import { render, screen } from '@testing-library/react';
import { LocaleProvider } from '../lib/i18n';
import { getSystem } from '../lib/theme';
import { RatingSummary, Stars } from './rating-stars';

const renderIn = (locale: Locale) =>
  render(
    <ChakraProvider value={getSystem()}>
      <LocaleProvider value={locale}>
        <RatingSummary average={4.25} count={1} />
        <RatingSummary average={3} count={12} />
        <Stars value={4} label="Vehicle" />
      </LocaleProvider>
    </ChakraProvider>,
  );

describe('ratings read out as a sentence', () => {
  it('in English, one review and many', () => {
    renderIn('en');
    expect(screen.getByRole('img', { name: 'Rated 4.3 out of 5 from 1 review' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Rated 3.0 out of 5 from 12 reviews' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Vehicle: 4 out of 5 stars' })).toBeInTheDocument();
  });

  it('in Hindi', async () => {
    await loadNamespace(reviewsText, 'hi');
    renderIn('hi');
    expect(screen.getByRole('img', { name: '1 समीक्षा के आधार पर 5 में से 4.3 रेटिंग' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '12 समीक्षाओं के आधार पर 5 में से 3.0 रेटिंग' })).toBeInTheDocument();
  });
});
