import { screen } from '@testing-library/react';
import { loadNamespace } from '@evbazaar/common/src/i18n/namespace';
import { accountText } from '@evbazaar/common/src/i18n/text/account.generated';
import { LocaleProvider } from '../../lib/i18n';
import { renderAt } from '../../test/render';
import { RemoveFromWishlistButton } from './remove-from-wishlist-button';

describe('the wishlist on a Hindi page', () => {
  beforeAll(() => loadNamespace(accountText, 'hi'));

  it('names the remove button in Hindi', () => {
    const button = (
      <LocaleProvider value="hi">
        <RemoveFromWishlistButton productId="p1" productName="Ather 450X" onRemoved={() => {}} onRestored={() => {}} />
      </LocaleProvider>
    );
    renderAt('/', [{ path: '/', element: button }]);
    expect(screen.getByRole('button', { name: 'Ather 450X को विशलिस्ट से हटाएँ' })).toHaveTextContent('हटाएँ');
  });
});
