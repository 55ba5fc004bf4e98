import { profileSchema } from '../validation/users';
import { shopSchema } from '../validation/shops';
import { locationSchema } from '../validation/content';
import { EMPTY_PLACE, PLACE_PARTS, placeValues } from './place';

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
