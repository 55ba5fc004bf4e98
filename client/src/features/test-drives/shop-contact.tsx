import { Button, Flex } from '@chakra-ui/react';
import { addressLine, directionsUrl } from '@evbazaar/common/src/domain/place';
import { useState } from 'react';
import { bookingText } from '@evbazaar/common/src/i18n/text/booking.generated';
import { useSession } from '../../lib/session';
import { notify } from '../../lib/toaster';
import { useT } from '../../lib/i18n';

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

/** The REST door of a ride's calendar event: the same .ics its mails attach (docs/decisions/0047). */
export const rideCalendarUrl = (rideId: string) => `/api/test-drive/${encodeURIComponent(rideId)}/calendar.ics`;

/**
 * Add to calendar: the .ics answers only with the session's bearer token (a plain link would not
 * carry it), so the file is fetched and handed to the browser as a download.
 */
function AddToCalendarButton({ rideId }: { rideId: string }) {
  const { freshToken } = useSession();
  const t = useT(bookingText);
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const token = await freshToken();
      const response = await fetch(rideCalendarUrl(rideId), { headers: token ? { authorization: `Bearer ${token}` } : {} });
      if (!response.ok) throw new Error(`calendar file: ${response.status}`);
      const url = URL.createObjectURL(await response.blob());
      const link = document.createElement('a');
      link.href = url;
      link.download = `test-ride-${rideId}.ics`;
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch (error) {
      console.error(error);
      notify.error(t('shop.calendarFailed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      size="lg"
      minH="11"
      colorPalette="brand"
      flex={{ base: '1 1 100%', sm: '0 0 auto' }}
      loading={busy}
      onClick={download}
      data-testid="add-to-calendar"
    >
      {t('shop.addToCalendar')}
    </Button>
  );
}

/**
 * Call the shop, get directions and (given a ride with a time) add it to a calendar: buttons at
 * least 44 px tall so a thumb finds them on a phone.
 */
export function ShopContactButtons({ shop, phone, calendarRideId }: { shop: RideShop; phone: string | null; calendarRideId?: string | null }) {
  const t = useT(bookingText);
  return (
    <Flex gap="2" wrap="wrap" data-testid="shop-contact">
      {phone && (
        <Button asChild size="lg" minH="11" colorPalette="brand" variant="outline" flex={{ base: '1 1 100%', sm: '0 0 auto' }}>
          <a href={`tel:${phone}`} data-testid="call-shop">
            {t('shop.call', { phone })}
          </a>
        </Button>
      )}
      <Button asChild size="lg" minH="11" colorPalette="brand" variant="outline" flex={{ base: '1 1 100%', sm: '0 0 auto' }}>
        <a href={shopDirectionsUrl(shop)} target="_blank" rel="noopener noreferrer" data-testid="directions">
          {t('shop.directions')}
        </a>
      </Button>
      {calendarRideId && <AddToCalendarButton rideId={calendarRideId} />}
    </Flex>
  );
}
