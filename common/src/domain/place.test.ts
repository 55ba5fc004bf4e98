import { profileSchema } from '../validation/users';
import { shopSchema } from '../validation/shops';
import { locationSchema } from '../validation/content';
import { EMPTY_PLACE, PLACE_PARTS, addressLine, directionsUrl, placeValues } from './place';

describe('a place', () => {
  it('turns a saved place into form values, blanks for the parts it has not got', () => {
    expect(placeValues({ countryId: 'IN', countryName: 'India', stateId: 'IN-MH', stateName: null, cityId: null, address2: undefined })).toEqual({
      ...EMPTY_PLACE,
      countryId: 'IN',
      countryName: 'India',
      stateId: 'IN-MH',
    });
    expect(placeValues(null)).toEqual(EMPTY_PLACE);
  });

  it('is read by every form that writes a place, part for part', () => {
    for (const schema of [profileSchema, shopSchema, locationSchema]) expect(Object.keys(schema.shape)).toEqual(expect.arrayContaining([...PLACE_PARTS]));
  });
});

describe('an address on one line and its directions', () => {
  it('joins the parts that are not blank with commas', () => {
    expect(addressLine(['Shop 12, Linking Road', null, '  ', 'Near Bandra Station ', undefined, 'Mumbai'])).toBe(
      'Shop 12, Linking Road, Near Bandra Station, Mumbai',
    );
  });

  it('searches the address on Google Maps, encoded, without an API key', () => {
    expect(directionsUrl('Patel EV Motors, Shop 12 & 13, Mumbai')).toBe(
      'https://www.google.com/maps/search/?api=1&query=Patel%20EV%20Motors%2C%20Shop%2012%20%26%2013%2C%20Mumbai',
    );
  });
});
