import { Button, Flex } from '@chakra-ui/react';
import { addressLine, directionsUrl } from '@evbazaar/common/src/domain/place';
import { MESSAGES } from '../../lib/messages';

const T = MESSAGES.rideConfirmation;

/** What a ride's screens need of its shop to reach it. */
export interface RideShop {
  shopName: string;
  address1: string;
  address2?: string | null;
  landmark?: string | null;
  cityName?: string | null;
  stateName?: string | null;
}

/** The shop's address on one line (without its name). */
export const shopAddressLine = (shop: RideShop) => addressLine([shop.address1, shop.address2, shop.landmark, shop.cityName, shop.stateName]);

/** The maps search for the shop: its name and address, so the pin lands on the shop. */
export const shopDirectionsUrl = (shop: RideShop) => directionsUrl(addressLine([shop.shopName, shopAddressLine(shop)]));

/**
 * Call the shop, get directions and (with a time) add the ride to a calendar: buttons at least
 * 44 px tall so a thumb finds them on a phone.
 */
export function ShopContactButtons({ shop, phone, calendarUrl }: { shop: RideShop; phone: string | null; calendarUrl?: string | null }) {
  return (
    <Flex gap="2" wrap="wrap" data-testid="shop-contact">
      {phone && (
        <Button asChild size="lg" minH="11" colorPalette="brand" variant="outline" flex={{ base: '1 1 100%', sm: '0 0 auto' }}>
          <a href={`tel:${phone}`} data-testid="call-shop">
            {T.call(phone)}
          </a>
        </Button>
      )}
      <Button asChild size="lg" minH="11" colorPalette="brand" variant="outline" flex={{ base: '1 1 100%', sm: '0 0 auto' }}>
        <a href={shopDirectionsUrl(shop)} target="_blank" rel="noopener noreferrer" data-testid="directions">
          {T.directions}
        </a>
      </Button>
      {calendarUrl && (
        <Button asChild size="lg" minH="11" colorPalette="brand" flex={{ base: '1 1 100%', sm: '0 0 auto' }}>
          <a href={calendarUrl} download data-testid="add-to-calendar">
            {T.addToCalendar}
          </a>
        </Button>
      )}
    </Flex>
  );
}
